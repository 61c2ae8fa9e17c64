import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast } from '../test/chat-cast.ts';
import { json, startTestApp, type TestApp } from '../test/test-app.ts';

const METRICS_TOKEN = 'metrics-token-for-the-scraper-only';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { environment: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  const metricsText = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;

  it('is alive and ready on the embedded parts, and not ready once it starts to stop', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(json(alive)).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready', parts: { database: 'ok', storage: 'ok' } });

    t.context.lifecycle.stopping = true;
    const stopping = await t.app.inject({ method: 'GET', url: '/readyz' });
    t.context.lifecycle.stopping = false;
    expect(stopping.statusCode).toBe(503);
    expect(json(stopping)).toMatchObject({ status: 'stopping' });
  });

  it('keeps the metrics from anyone without the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${METRICS_TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('mentorbridge_');
    }
  });

  it('counts requests by route pattern, open sockets and messages sent', async () => {
    const cast = await chatCast(t, 'metrics');
    for (const clientId of [randomUUID(), randomUUID()]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/messages`,
        headers: { cookie: cast.cookie.mentor },
        payload: { clientId, text: 'Counted' },
      });
    }
    const text = await metricsText();
    expect(text).toContain('mentorbridge_messages_sent_total{outcome="delivered"} 2');
    // The pattern, never the chat's id: one series per route, not one per conversation.
    expect(text).toContain(
      'mentorbridge_http_requests_total{method="POST",route="/api/chats/:chatId/messages",status="201"} 2',
    );
    expect(text).not.toContain(cast.chatId);
    expect(text).toMatch(/mentorbridge_http_request_duration_seconds_bucket\{.*route="\/healthz"/);
    expect(text).toContain('mentorbridge_open_sockets 0');
    expect(text).toContain('mentorbridge_process_resident_memory_bytes');
  });
});

describe('without a metrics token', () => {
  it('has no metrics endpoint at all', async () => {
    const t = await startTestApp('sqlite');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
