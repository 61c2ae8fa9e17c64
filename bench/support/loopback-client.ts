import { captchaSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { type MailCatcher, firstLink } from '@mentorbridge/testing/mail-catcher';
import { Agent, request } from 'undici';

/** One answer of the server, with what its per-address rate limiter said. */
export interface Answer {
  status: number;
  body: unknown;
  /** The error message of a refusal; empty for a success. */
  message: string;
  /** Retry-After in seconds: set when a per-minute limit refused, not a database throttle. */
  retryAfterS: number | undefined;
  /** Requests this address has left in the route's window (x-ratelimit-remaining). */
  remaining: number | undefined;
}

/** The API as seen from one loopback address, so each caller has its own rate-limit counters. */
export interface AddressClient {
  address: string;
  post(path: string, body?: object): Promise<Answer>;
  close(): Promise<void>;
}

const numberHeader = (value: string | string[] | undefined) =>
  typeof value === 'string' ? Number(value) : undefined;

/**
 * Requests from `localAddress` (any of 127.0.0.0/8 works on Linux loopback) to the server at
 * `origin`, with the Origin header the server's CSRF check asks of every POST.
 */
export function clientFrom(localAddress: string, origin: string): AddressClient {
  // The client's own option: undici 7 overwrites `connect: { localAddress }` with it (unset),
  // so that form would quietly send everything from 127.0.0.1.
  const dispatcher = new Agent({ localAddress });
  return {
    address: localAddress,
    async post(path, body = {}) {
      const response = await request(`${origin}${path}`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(body),
      });
      const json: unknown = await response.body.json();
      const error = errorBodySchema.safeParse(json);
      return {
        status: response.statusCode,
        body: json,
        message: error.success ? error.data.error.message : '',
        retryAfterS: numberHeader(response.headers['retry-after']),
        remaining: numberHeader(response.headers['x-ratelimit-remaining']),
      };
    },
    close: () => dispatcher.close(),
  };
}

/** Rolls a captcha and signs up with its sum, as a bot would; a refused captcha is the answer. */
export async function signUp(
  client: AddressClient,
  email: string,
  password: string,
): Promise<Answer> {
  const captcha = await client.post('/api/auth/captcha');
  if (captcha.status !== 200) return captcha;
  const { id, dice } = captchaSchema.parse(captcha.body);
  return client.post('/api/auth/sign-up', {
    email,
    password,
    // 14: a pupil, a mentee with no guardian to ask.
    age: 14,
    captchaId: id,
    captchaAnswer: dice[0] + dice[1],
  });
}

/** Opens the verification link of the newest mail to `email`. */
export async function verifyFromMail(
  client: AddressClient,
  catcher: MailCatcher,
  email: string,
): Promise<Answer> {
  const link = new URL(firstLink(await catcher.waitForMail(email)));
  return client.post('/api/auth/verify-email', { token: link.searchParams.get('token') ?? '' });
}

export const logIn = (client: AddressClient, email: string, password: string) =>
  client.post('/api/auth/log-in', { email, password });
