import { createPrivateKey, sign } from 'node:crypto';
import https from 'node:https';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush, { WebPushError, type RequestOptions, type VapidKeys } from 'web-push';
import {
  startPushService,
  type PushService,
  type PushSubscription,
} from '@mentorbridge/testing/push-service';

/**
 * web-push 3.6.7 sends every push with `https.request`, whatever the endpoint's scheme. This agent
 * hands it a plain TCP socket instead of a TLS one, so it can reach the stand-in's http:// origin;
 * the VAPID `aud` web-push signs is still the endpoint's own origin.
 */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: net.NetConnectOpts): net.Socket {
    return net.createConnection(options);
  }
}

const subject = 'mailto:safeguarding@example.com';
const payload = JSON.stringify({ title: 'New message from Daniel', url: '/chat/x' });

/** A VAPID header with any claims, signed with `keys` the way web-push signs its own (ES256). */
function forgedVapid(keys: VapidKeys, claims: Record<string, unknown>) {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((half) =>
    half.toString('base64url'),
  );
  const jwk = { kty: 'EC', crv: 'P-256', x, y, d: keys.privateKey };
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

describe('push service stand-in', () => {
  let service: PushService;
  const vapid = webpush.generateVAPIDKeys();
  const agent = new PlainHttpAgent();
  const options = (extra: RequestOptions = {}): RequestOptions => ({
    vapidDetails: { subject, ...vapid },
    TTL: 60,
    agent,
    ...extra,
  });
  const send = (subscription: PushSubscription, body: string, extra?: RequestOptions) =>
    webpush.sendNotification(subscription, body, options(extra));
  const recordedFor = (endpoint: string) =>
    service.received.filter((push) => push.endpoint === endpoint);

  /** Replays what web-push would send, with some headers swapped (undefined drops one). */
  async function replay(
    subscription: PushSubscription,
    headers: Record<string, string | undefined>,
  ) {
    const details = webpush.generateRequestDetails(subscription, payload, options());
    const sent = Object.entries({ ...details.headers, ...headers }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'Content-Length',
    );
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: sent.map(([name, value]) => [name, String(value)]),
      body: details.body,
    });
    return response.status;
  }

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    agent.destroy();
    await service?.close();
  });

  it('hands a subscription out as a browser would: an endpoint on itself and two keys', () => {
    const subscription = service.subscribe();
    expect(subscription.endpoint).toMatch(new RegExp(`^${service.origin}/push/[\\w-]+$`));
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    expect(service.subscribe().endpoint).not.toBe(subscription.endpoint);
  });

  it('decrypts what web-push sent and keeps it with its TTL and VAPID identity', async () => {
    const subscription = service.subscribe();
    const result = await send(subscription, payload, { urgency: 'high', topic: 'chat-x' });
    expect(result.statusCode).toBe(201);
    expect(result.headers.location).toMatch(new RegExp(`^${service.origin}/message/`));
    expect(await service.waitForPush(subscription.endpoint)).toEqual({
      endpoint: subscription.endpoint,
      payload,
      ttl: 60,
      urgency: 'high',
      topic: 'chat-x',
      vapidSubject: subject,
      vapidPublicKey: vapid.publicKey,
    });
  });

  it('hands pushes to one endpoint out oldest first, each once', async () => {
    const subscription = service.subscribe();
    await send(subscription, 'first');
    await send(subscription, 'second');
    expect((await service.waitForPush(subscription.endpoint)).payload).toBe('first');
    expect((await service.waitForPush(subscription.endpoint)).payload).toBe('second');
    await expect(service.waitForPush(subscription.endpoint, 100)).rejects.toThrow(/no push/);
  });

  it('refuses with 403 a token signed by another key than k, keeping nothing', async () => {
    const subscription = service.subscribe();
    const { Authorization } = webpush.generateRequestDetails(subscription, payload, options())
      .headers as { Authorization: string };
    const tampered = Authorization.replace(
      `k=${vapid.publicKey}`,
      `k=${webpush.generateVAPIDKeys().publicKey}`,
    );
    expect(tampered).not.toBe(Authorization);
    expect(await replay(subscription, { Authorization: tampered })).toBe(403);
    expect(recordedFor(subscription.endpoint)).toEqual([]);
    // The same replay, untouched, goes through: the 403 was the key's doing.
    expect(await replay(subscription, {})).toBe(201);
    expect(recordedFor(subscription.endpoint)).toHaveLength(1);
  });

  it('refuses with 401 a push without Authorization, keeping nothing', async () => {
    const subscription = service.subscribe();
    expect(await replay(subscription, { Authorization: undefined })).toBe(401);
    expect(recordedFor(subscription.endpoint)).toEqual([]);
  });

  it('refuses with 400 a push without TTL, keeping nothing', async () => {
    const subscription = service.subscribe();
    expect(await replay(subscription, { TTL: undefined })).toBe(400);
    expect(recordedFor(subscription.endpoint)).toEqual([]);
  });

  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  it.each([
    ['good claims', {}, 201],
    ['an aud of another origin', { aud: 'https://fcm.googleapis.com' }, 403],
    ['an exp in the past', { exp: Math.floor(Date.now() / 1000) - 60 }, 403],
    ['an exp 25 hours ahead', { exp: Math.floor(Date.now() / 1000) + 25 * 3600 }, 403],
    ['a sub that is no mailto: or https: URL', { sub: 'http://example.com' }, 403],
  ])('answers a token with %s with %i', async (_name, claims, status) => {
    const subscription = service.subscribe();
    const good = { aud: service.origin, exp: inAnHour(), sub: subject };
    const Authorization = forgedVapid(vapid, { ...good, ...claims });
    expect(await replay(subscription, { Authorization })).toBe(status);
    expect(recordedFor(subscription.endpoint)).toHaveLength(status === 201 ? 1 : 0);
  });

  it('refuses with 400 a body encrypted to another subscription, keeping nothing', async () => {
    const [target, other] = [service.subscribe(), service.subscribe()];
    const misaddressed = send({ endpoint: target.endpoint, keys: other.keys }, payload);
    await expect(misaddressed).rejects.toBeInstanceOf(WebPushError);
    await expect(misaddressed).rejects.toMatchObject({ statusCode: 400 });
    expect(recordedFor(target.endpoint)).toEqual([]);
    expect(recordedFor(other.endpoint)).toEqual([]);
  });

  it('answers 404 for an endpoint it never handed out', async () => {
    const { keys } = service.subscribe();
    const unknown = send({ endpoint: `${service.origin}/push/never-issued`, keys }, payload);
    await expect(unknown).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([410, 404] as const)(
    'answers %i once told the subscription is gone, keeping nothing',
    async (status) => {
      const subscription = service.subscribe();
      await send(subscription, 'while alive');
      service.answerWith(subscription.endpoint, status);
      const afterwards = send(subscription, 'after it went');
      await expect(afterwards).rejects.toBeInstanceOf(WebPushError);
      await expect(afterwards).rejects.toMatchObject({ statusCode: status });
      expect(recordedFor(subscription.endpoint).map((push) => push.payload)).toEqual([
        'while alive',
      ]);
    },
  );
});
