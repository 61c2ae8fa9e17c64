import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';

/** A rate limit as @fastify/rate-limit takes it. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** What the routes and services share, built once per app. */
export interface AppContext {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Config;
  limits: Record<'signUp' | 'logIn' | 'captcha' | 'verifyEmail', RateLimit>;
}

const MINUTE = 60_000;

/** Per-address limits; the factor lets tests that sign up many users from one address run. */
export function rateLimits(factor: number): AppContext['limits'] {
  const perMinute = (max: number) => ({ max: Math.ceil(max * factor), timeWindow: MINUTE });
  return {
    signUp: perMinute(5),
    logIn: perMinute(10),
    captcha: perMinute(30),
    verifyEmail: perMinute(10),
  };
}
