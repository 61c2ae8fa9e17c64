import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import {
  describeImage,
  jpegWithEveryMetadata,
  pngClaimingPixels,
} from '@mentorbridge/testing/images';
import { chatCast } from '../test/chat-cast.ts';
import { json, PUBLIC_URL, startTestApp, type TestApp } from '../test/test-app.ts';

/** Uploads (decision 018, ASVS V5): what is let in, and what comes out of it. */
describe('uploads', () => {
  let t: TestApp;
  let port: number;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    cast = await chatCast(t, 'uploads');
  });
  afterAll(() => t.close());

  const upload = (url: string, bytes: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: {
        cookie: cast.cookie.mentee,
        'content-type': 'application/octet-stream',
        ...headers,
      },
      payload: bytes,
    });

  it('answers an oversize upload with 413 from its length alone, before the body is sent', async () => {
    const answer = await new Promise<{ status: number; body: string; sentBytes: number }>(
      (resolve, reject) => {
        let sentBytes = 0;
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/api/profile/picture',
          headers: {
            cookie: cast.cookie.mentee,
            origin: PUBLIC_URL,
            'content-type': 'application/octet-stream',
            'content-length': String(50 * MAX_PICTURE_BYTES),
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body, sentBytes });
            request.destroy();
          });
        });
        request.on('error', reject);
        // Only the first 64 KB of the claimed 250 MB ever leave the client.
        const chunk = Buffer.alloc(64 * 1024);
        sentBytes += chunk.length;
        request.write(chunk);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { message: uiText.pictureTooLarge } });
    expect(answer.sentBytes).toBeLessThan(MAX_PICTURE_BYTES);
  });

  it('refuses a pixel flood: a tiny file claiming a billion pixels is never decoded', async () => {
    const flood = await pngClaimingPixels(40_000, 40_000);
    expect(flood.length).toBeLessThan(1_000);
    for (const url of ['/api/profile/picture', `/api/chats/${cast.chatId}/images`]) {
      const response = await upload(url, flood);
      expect(response.statusCode, url).toBe(400);
    }
    expect(await t.context.files.list(`profile-pictures/${cast.id.mentee}`)).toEqual([]);
    expect(await t.context.files.list(`chat-images/${cast.chatId}`)).toEqual([]);
  });

  it('bakes the orientation in and strips EXIF, GPS, XMP and IPTC from what it stores', async () => {
    const photo = await jpegWithEveryMetadata();
    // The test photo really carries all of it.
    expect(await describeImage(photo)).toMatchObject({
      hasExif: true,
      hasXmp: true,
      hasIptc: true,
      orientation: 6,
    });

    const chatUpload = await upload(`/api/chats/${cast.chatId}/images`, photo);
    const { imageId } = json<{ imageId: string }>(chatUpload);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${cast.chatId}/images/${imageId}`,
      headers: { cookie: cast.cookie.mentor },
    });
    const stored = await describeImage(served.rawPayload);
    expect(stored).toEqual({
      format: 'webp',
      // Upright: the 300x150 sensor image stood on its side.
      width: 150,
      height: 300,
      hasExif: false,
      hasXmp: false,
      hasIptc: false,
      orientation: undefined,
      gps: undefined,
    });
    expect(served.rawPayload.includes('Elm Street')).toBe(false);

    await upload('/api/profile/picture', photo);
    const pictures = await t.context.files.list(`profile-pictures/${cast.id.mentee}`);
    expect(pictures.length).toBe(2);
    for (const key of pictures) {
      const bytes = await t.context.files.get(key);
      expect(bytes && (await describeImage(bytes)), key).toMatchObject({
        format: 'webp',
        hasExif: false,
        hasXmp: false,
        hasIptc: false,
      });
    }
  });

  it('names stored files itself, whatever name the upload suggests', async () => {
    const photo = await jpegWithEveryMetadata();
    const hostile = {
      'content-disposition': 'attachment; filename="../../../etc/evil.html"',
      'x-file-name': '../evil.svg',
    };
    await upload('/api/profile/picture', photo, hostile);
    const chatUpload = await upload(`/api/chats/${cast.chatId}/images`, photo, hostile);
    expect(json<{ imageId: string }>(chatUpload).imageId).toMatch(/^\d{13}-[0-9a-f]{12}$/);
    expect(await t.context.files.list(`profile-pictures/${cast.id.mentee}`)).toEqual([
      `profile-pictures/${cast.id.mentee}/large.webp`,
      `profile-pictures/${cast.id.mentee}/small.webp`,
    ]);
    for (const key of await t.context.files.list(`chat-images/${cast.chatId}`)) {
      expect(key).toMatch(new RegExp(`^chat-images/${cast.chatId}/\\d{13}-[0-9a-f]{12}\\.webp$`));
    }
  });
});
