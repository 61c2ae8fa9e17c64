import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './web-app.ts';

const script = 'console.log("MentorBridge");'.repeat(50);
const page = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const spanishPage = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';
const arabicPage =
  '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>';

/** A built app as Vite leaves it: each text file with its Brotli and gzip copies. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const [file, content] of [
    ['index.html', page],
    ['index.es.html', spanishPage],
    ['index.ar.html', arabicPage],
    ['assets/index-abc123.js', script],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  }
}

describe('the web app', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    writeBuild(distDir);
    await app.register(fastifyCookie);
    await app.register(webApp, { distDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the Brotli copy of a script to a browser that accepts it', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy where Brotli is not accepted, and the file itself where neither is', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers a view's address with the compressed page, never cached", async () => {
    const response = await app.inject({
      url: '/chat/some-chat',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  describe('in its reader’s language', () => {
    const pageFor = (headers: Record<string, string>) =>
      app.inject({ url: '/mentors', headers: { 'accept-encoding': 'identity', ...headers } });

    it('sends the page of the first language the browser asks for that MentorBridge writes', async () => {
      const spanish = await pageFor({ 'accept-language': 'fr-FR,es-CO;q=0.9,en;q=0.5' });
      expect(spanish.body).toBe(spanishPage);
      expect(spanish.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect((await pageFor({ 'accept-language': 'ar-SY' })).body).toBe(arabicPage);
      expect((await pageFor({ 'accept-language': 'de-DE, fr' })).body).toBe(page);
      expect((await pageFor({})).body).toBe(page);
    });

    it('sends the language the reader chose over the one their browser asks for', async () => {
      const chosen = await pageFor({ 'accept-language': 'es', cookie: 'lang=ar' });
      expect(chosen.body).toBe(arabicPage);
      const english = await pageFor({ 'accept-language': 'ar', cookie: 'lang=en' });
      expect(english.body).toBe(page);
      const unknown = await pageFor({ 'accept-language': 'es', cookie: 'lang=xx' });
      expect(unknown.body).toBe(spanishPage);
    });

    it('sends /index.html by its name as one page, varying with nothing but its encoding', async () => {
      // The service worker keeps this copy; a Vary on the cookie would stop it matching later.
      const byName = await pageFor({ 'accept-language': 'es' });
      expect(byName.headers.vary).toContain('Cookie');
      const file = await app.inject({ url: '/index.html', headers: { 'accept-language': 'es' } });
      expect(file.body).toBe(page);
      expect(file.headers.vary).toBe('Accept-Encoding');
    });

    it('sends the compressed copy of a language’s page', async () => {
      const response = await app.inject({
        url: '/',
        headers: { 'accept-encoding': 'br', 'accept-language': 'ar' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(arabicPage);
    });
  });
});
