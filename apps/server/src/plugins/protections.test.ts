import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { databaseKinds, json, PUBLIC_URL, startTestApp, type TestApp } from '../test/test-app.ts';

describe.each(databaseKinds)('request protections on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimitFactor: 1 });
  });
  afterAll(() => t.close());

  it('refuses a state-changing request sent from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/captcha',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({
      error: { code: 'forbidden_origin', message: uiText.forbiddenOrigin },
    });
  });

  it('accepts the same request from our own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/captcha',
      headers: { origin: PUBLIC_URL },
    });
    expect(response.statusCode).toBe(200);
  });

  /** The same POST from one address, `count` times in a row; the statuses it got. */
  const statusesOf = async (count: number, url: string, remoteAddress: string) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt++) {
      // An empty body is refused before any password is checked or account made, and counts.
      const response = await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  const refusedLast = (statuses: number[], firstStatus: number) =>
    expect(statuses).toEqual([...Array<number>(statuses.length - 1).fill(firstStatus), 429]);

  it('limits log-in attempts from one address to 60 a minute, a class logging in at once', async () => {
    refusedLast(await statusesOf(61, '/api/auth/log-in', '10.7.7.7'), 400);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/log-in',
      payload: {},
      remoteAddress: '10.7.7.7',
    });
    expect(json(blocked)).toMatchObject({
      error: { code: 'rate_limited', message: uiText.tooManyRequests },
    });
  });

  it('limits sign-ups from one address to 60 a minute', async () => {
    refusedLast(await statusesOf(61, '/api/auth/sign-up', '10.8.8.8'), 400);
  });

  it('limits captcha rolls from one address to 200 a minute', async () => {
    refusedLast(await statusesOf(201, '/api/auth/captcha', '10.9.9.9'), 200);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/captcha/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"captchaId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('answers a malformed URL with a 400 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'invalid_request', message: uiText.invalidRequest },
    });
  });

  it('answers an unknown API path with a JSON 404, its sentence as a message to write', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      error: { code: 'not_found', message: uiText.notFound, text: { id: 'notFound' } },
    });
  });

  it('sends a strict Content-Security-Policy that lets in no other site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // Calls are in the app: no meeting service's script or frame (decision 059).
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Plain http here: HSTS would mean nothing, so it is not sent.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // No other site, no wildcard, nothing inline anywhere in the policy.
    expect(policy).not.toMatch(/\*|unsafe-|http:/);
    expect(policy).not.toMatch(/https:/);
  });

  it('describes the API in an OpenAPI document built from the request schemas', async () => {
    const document = json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up',
        '/api/auth/log-in',
        '/api/auth/session',
        '/api/auth/captcha',
      ]),
    );
    expect(JSON.stringify(document.paths['/api/auth/sign-up']?.post?.requestBody)).toContain(
      'captchaAnswer',
    );
  });
});

describe('served over TLS', () => {
  it('tells browsers to use https only, for a year', async () => {
    const t = await startTestApp('sqlite', {
      environment: { PUBLIC_URL: 'https://mentorbridge.example' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await t.close();
    }
  });
});

describe("a school's own meeting server", () => {
  it('is the one outside origin the Content-Security-Policy names', async () => {
    const t = await startTestApp('sqlite', {
      environment: {
        VIDEO_SERVICE: 'jitsi',
        VIDEO_MEETING_URL: 'https://video.school.example',
      },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://video.school.example;");
      expect(policy).toContain('frame-src https://video.school.example;');
      expect(policy).not.toContain('meet.jit.si');
    } finally {
      await t.close();
    }
  });
});
