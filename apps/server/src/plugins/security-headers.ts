import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** A year, in seconds: how long browsers remember to use https only. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * A strict Content-Security-Policy: our own scripts, styles and images, nothing inline. The one
 * outside origin is a school's own video-meeting service, for its IFrame API script and the
 * meeting frame, when the operator chose one; in-app calls need none (decision 059).
 * Helmet adds nosniff, a no-referrer policy and the other defaults; HSTS only when the app is
 * served over TLS, where it means something.
 *
 * Helmet itself is used rather than `@fastify/helmet`, which rebuilds Helmet from its options on
 * every request (6% of a directory read in decision 023's profile); the headers never change, so
 * they are worked out once here.
 */
export const securityHeaders = fp(
  async (
    app: FastifyInstance,
    {
      videoMeetingOrigin,
      servedOverTls,
    }: { videoMeetingOrigin: string | null; servedOverTls: boolean },
  ) => {
    const meeting = videoMeetingOrigin === null ? [] : [videoMeetingOrigin];
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...meeting],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: meeting.length > 0 ? meeting : ["'none'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: servedOverTls
        ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true }
        : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet 8 throws what goes wrong instead of passing it on, so it only ever says "go on".
      applyHeaders(request.raw, reply.raw, () => done());
    });
  },
);
