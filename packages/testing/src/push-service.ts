import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/**
 * A subscription as a browser's `PushSubscription.toJSON()` gives it: what a page posts to its
 * server, and what web-push's `sendNotification` takes as is.
 */
export interface PushSubscription {
  endpoint: string;
  /** base64url without padding: the subscription's P-256 public key and its 16-byte secret. */
  keys: { p256dh: string; auth: string };
}

/** A push the stand-in accepted, decrypted, as a test reads it. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, read as UTF-8; '' for a push sent without one. */
  payload: string;
  /** Seconds the sender allowed the push service to hold the message (the `TTL` header). */
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The `sub` claim of the sender's VAPID token: how the push service could reach the sender. */
  vapidSubject: string;
  /** The `k` of the sender's VAPID header: the application server key the token verified with. */
  vapidPublicKey: string;
}

/**
 * A Web Push service (RFC 8030) on loopback that plays the part of Mozilla's or Google's: it hands
 * out subscriptions the way a browser would, checks every push for VAPID (RFC 8292) and for
 * aes128gcm encryption to the subscription's keys (RFC 8291), and keeps what it decrypts. So a
 * test proves the server sends pushes a real browser could read, not merely that it made a call.
 */
export interface PushService {
  /** `http://127.0.0.1:<port>`: the `aud` a VAPID token must name. */
  origin: string;
  /** Every accepted push, in arrival order. */
  received: ReceivedPush[];
  /** A fresh subscription, with its private key kept here to decrypt what is sent to it. */
  subscribe(): PushSubscription;
  /**
   * Waits, for at most `timeoutMs`, for the oldest push to `endpoint` that no earlier call has
   * returned, so two pushes in a row can be awaited one after the other.
   */
  waitForPush(endpoint: string, timeoutMs?: number): Promise<ReceivedPush>;
  /**
   * From now on answers every push to `endpoint` with `status` and keeps nothing, as a real push
   * service does once a browser drops the subscription: the server under test must then forget it.
   */
  answerWith(endpoint: string, status: 404 | 410): void;
  close(): Promise<void>;
}

/** A subscription's secrets, which only the browser and (here) the push service hold. */
interface Subscriber {
  endpoint: string;
  ecdh: ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  goneWith?: 404 | 410;
}

/** Why a push was turned away: the status to answer and a reason for whoever reads the body. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** Checks the `vapid t=…, k=…` header and returns the token's subject and the key `k`. */
function checkVapid(header: string | undefined, origin: string) {
  if (!header || !/^vapid\s/i.test(header)) throw new Refusal(401, 'no vapid authorization');
  // RFC 8292 section 3: the parameters t (the token) and k (its key), in either order.
  const token = /[\s,]t=([\w.-]+)/.exec(header)?.[1] ?? '';
  const publicKey = /[\s,]k=([\w-]+)/.exec(header)?.[1] ?? '';
  const [encodedHeader, encodedClaims, encodedSignature, ...extra] = token.split('.');
  if (!encodedHeader || !encodedClaims || !encodedSignature || extra.length > 0) {
    throw new Refusal(401, 'vapid t is not a JWT');
  }
  const jwtHeader = parseJson(encodedHeader);
  const claims = parseJson(encodedClaims);
  if (jwtHeader.alg !== 'ES256') throw new Refusal(403, 'vapid token is not ES256');
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  const signature = Buffer.from(encodedSignature, 'base64url');
  const key = { key: publicKeyObject(publicKey), dsaEncoding: 'ieee-p1363' } as const;
  if (signature.length !== 64 || !verify('sha256', signed, key, signature)) {
    throw new Refusal(403, 'vapid signature does not verify with k');
  }
  if (claims.aud !== origin) throw new Refusal(403, `vapid aud is not ${origin}`);
  const lifetime = typeof claims.exp === 'number' ? claims.exp - Date.now() / 1000 : 0;
  if (lifetime <= 0 || lifetime > MAX_TOKEN_LIFETIME_SECONDS) {
    throw new Refusal(403, 'vapid exp is not within the next 24 hours');
  }
  const subject = claims.sub;
  if (typeof subject !== 'string' || !/^(mailto|https):/.test(subject)) {
    throw new Refusal(403, 'vapid sub is neither mailto: nor https:');
  }
  return { subject, publicKey };
}

/** One JWT part, decoded; anything but a JSON object makes the header malformed. */
function parseJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // Falls through to the refusal.
  }
  throw new Refusal(401, 'vapid token part is not JSON');
}

/** The VAPID `k` (an uncompressed P-256 point) as a key node can verify with. */
function publicKeyObject(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) {
    throw new Refusal(401, 'vapid k is not an uncompressed P-256 key');
  }
  const [x, y] = [b64url(point.subarray(1, 33)), b64url(point.subarray(33))];
  try {
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  } catch {
    throw new Refusal(401, 'vapid k is not a point on P-256');
  }
}

/** The TTL header as a count of seconds; RFC 8030 makes it mandatory. */
function readTtl(header: string | undefined) {
  if (header === undefined || !/^\d+$/.test(header)) throw new Refusal(400, 'TTL is missing');
  return Number(header);
}

/** Decrypts an aes128gcm body (RFC 8188) with the keys RFC 8291 derives for the subscriber. */
function decrypt(body: Buffer, subscriber: Subscriber) {
  const salt = body.subarray(0, 16);
  const recordSize = body.length >= 21 ? body.readUInt32BE(16) : 0;
  const senderKey = body.subarray(21, 21 + (body[20] ?? 0));
  if (recordSize < 18 || senderKey.length !== 65) throw new Refusal(400, 'bad aes128gcm header');
  let sharedSecret: Buffer;
  try {
    sharedSecret = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'keyid is not a P-256 public key');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderKey]);
  const ikm = derive(sharedSecret, subscriber.authSecret, keyInfo, 32);
  const cek = derive(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = derive(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const key = { cek, nonce };
  const records: Buffer[] = [];
  for (let start = 21 + senderKey.length; start < body.length; start += recordSize) {
    records.push(body.subarray(start, start + recordSize));
  }
  if (records.length === 0) throw new Refusal(400, 'aes128gcm body holds no record');
  const last = records.length - 1;
  const plain = records.map((record, index) => decryptRecord(record, key, index, index === last));
  return Buffer.concat(plain).toString('utf8');
}

interface RecordKey {
  cek: Buffer;
  nonce: Buffer;
}

const derive = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** One record: AES-128-GCM with the tag at its end, then the padding delimiter stripped. */
function decryptRecord(record: Buffer, key: RecordKey, index: number, last: boolean) {
  // The record's sequence number, XORed into the low end of the base nonce (RFC 8188 section 2.3).
  const nonce = Buffer.from(key.nonce);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
  let padded: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', key.cek, nonce, { authTagLength: 16 });
    decipher.setAuthTag(record.subarray(-16));
    padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    throw new Refusal(400, `record ${index} does not decrypt with the subscription's keys`);
  }
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== (last ? 2 : 1)) throw new Refusal(400, `record ${index} is badly padded`);
  return padded.subarray(0, end);
}

export async function startPushService(port = 0): Promise<PushService> {
  /** By endpoint URL. */
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const handedOut = new Set<ReceivedPush>();
  let origin = '';

  /** The whole of RFC 8030's push request, as far as a sender can get it wrong. */
  async function accept(request: IncomingMessage) {
    const subscriber = subscribers.get(`${origin}${request.url ?? ''}`);
    if (!subscriber) throw new Refusal(404, 'no such subscription');
    if (request.method !== 'POST') throw new Refusal(405, 'push with POST');
    const body = Buffer.concat((await request.toArray()) as Buffer[]);
    if (subscriber.goneWith) throw new Refusal(subscriber.goneWith, 'subscription is gone');
    const vapid = checkVapid(request.headers.authorization, origin);
    const ttl = readTtl(request.headers.ttl as string | undefined);
    // A push without a body is allowed (RFC 8030 section 5); one with a body must be encrypted.
    if (body.length > 0 && request.headers['content-encoding'] !== 'aes128gcm') {
      throw new Refusal(400, 'Content-Encoding is not aes128gcm');
    }
    received.push({
      endpoint: subscriber.endpoint,
      payload: body.length > 0 ? decrypt(body, subscriber) : '',
      ttl,
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
      vapidSubject: vapid.subject,
      vapidPublicKey: vapid.publicKey,
    });
  }

  const server = createServer((request, response) => {
    accept(request).then(
      () => response.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end(),
      (error: unknown) => {
        const status = error instanceof Refusal ? error.status : 500;
        response.writeHead(status, { 'Content-Type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('push service has no port');
  origin = `http://127.0.0.1:${address.port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscribers.set(endpoint, { endpoint, ecdh, publicKey, authSecret });
      return { endpoint, keys: { p256dh: b64url(publicKey), auth: b64url(authSecret) } };
    },
    async waitForPush(endpoint, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const push = received.find((item) => item.endpoint === endpoint && !handedOut.has(item));
        if (push) {
          handedOut.add(push);
          return push;
        }
        if (Date.now() > deadline)
          throw new Error(`no push reached ${endpoint} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    answerWith(endpoint, status) {
      const subscriber = subscribers.get(endpoint);
      if (!subscriber) throw new Error(`${endpoint} is no subscription of this push service`);
      subscriber.goneWith = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
