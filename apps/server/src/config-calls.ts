// The settings of calls, apart from the rest of config.ts: in-app calls and their ICE servers
// (decision 059), or the meeting service a school may run instead (decisions 017 and 049).
import { z } from 'zod';
import { listed } from './config-lists.ts';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The video-meeting service: an origin only, over https (plain http only on this machine, for a
 * local stand-in), because the Content-Security-Policy lets exactly this origin in.
 */
const videoMeetingUrl = z
  .url()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
    const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return secure && originOnly;
  }, 'must be an https:// origin with no path, such as https://meet.jit.si')
  .transform((value) => new URL(value).origin);

/** A comma-separated list of URIs of one of these schemes. */
const uris = (schemes: string, message: string) =>
  z
    .string()
    .default('')
    .refine(
      (value) => listed(value).every((entry) => new RegExp(`^${schemes}:\\S+$`).test(entry)),
      message,
    );

/** The environment variables of calls, with their defaults. */
export const callsEnvironment = {
  // In the app by default; a school's own Jitsi is an operator's choice (decision 059).
  VIDEO_SERVICE: z.enum(['in-app', 'jitsi']).default('in-app'),
  VIDEO_MEETING_URL: videoMeetingUrl.optional(),
  JITSI_APP_ID: z
    .string()
    .regex(/^[\w.-]+$/, 'must be letters, digits, ".", "_" or "-"')
    .optional(),
  // HS256 wants a key of at least 256 bits (RFC 7518, 3.2).
  JITSI_APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STUN_URLS: uris('stuns?', 'must be stun: or stuns: URIs, comma-separated'),
  TURN_URLS: uris('turns?', 'must be turn: or turns: URIs, comma-separated'),
  // coturn's static-auth-secret: the key of the TURN REST scheme's HMAC-SHA1 passwords.
  TURN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

type CallsEnvironment = z.infer<z.ZodObject<typeof callsEnvironment>>;

/** Settings that only work together: half of one would fail without a word. */
export function checkCallsEnvironment(env: CallsEnvironment, context: z.RefinementCtx): void {
  const jitsi = env.VIDEO_SERVICE === 'jitsi';
  if (jitsi && env.VIDEO_MEETING_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['VIDEO_MEETING_URL'],
      message:
        "VIDEO_SERVICE=jitsi needs the service's origin, such as https://video.school.example",
    });
  }
  // A meeting setting without the meeting service would be ignored without a word.
  for (const name of ['VIDEO_MEETING_URL', 'JITSI_APP_ID'] as const) {
    if (!jitsi && env[name] !== undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'only with VIDEO_SERVICE=jitsi' });
    }
  }
  if ((env.JITSI_APP_ID === undefined) !== (env.JITSI_APP_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['JITSI_APP_SECRET'],
      message: 'JITSI_APP_ID and JITSI_APP_SECRET go together',
    });
  }
  if ((listed(env.TURN_URLS).length === 0) !== (env.TURN_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['TURN_SECRET'],
      message: 'TURN_URLS and TURN_SECRET go together',
    });
  }
}

/** The calls' part of the validated configuration. */
export interface CallsConfig {
  /**
   * Origin of the Jitsi Meet service that holds the calls, the only one the CSP lets in, when an
   * operator chose one (`VIDEO_SERVICE=jitsi`); null: calls are in the app (decision 059).
   */
  videoMeetingOrigin: string | null;
  /**
   * The app id and secret a school's own Jitsi checks tokens with (JWT authentication); absent:
   * the service asks for none, and the server signs none (decision 049).
   */
  jitsiTokens: { appId: string; appSecret: string } | undefined;
  /**
   * Where in-app calls find their paths (decision 059): STUN servers, and a TURN relay with
   * the secret its short-lived passwords are signed with; none: calls go direct, which works on
   * one machine and most home networks and shows each side's address to the other.
   */
  ice: { stunUrls: string[]; turn: { urls: string[]; secret: string } | undefined };
}

export function callsConfigOf(env: CallsEnvironment): CallsConfig {
  return {
    videoMeetingOrigin: env.VIDEO_SERVICE === 'jitsi' ? (env.VIDEO_MEETING_URL ?? null) : null,
    jitsiTokens:
      env.JITSI_APP_ID && env.JITSI_APP_SECRET
        ? { appId: env.JITSI_APP_ID, appSecret: env.JITSI_APP_SECRET }
        : undefined,
    ice: {
      stunUrls: listed(env.STUN_URLS),
      turn:
        env.TURN_SECRET === undefined
          ? undefined
          : { urls: listed(env.TURN_URLS), secret: env.TURN_SECRET },
    },
  };
}
