import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict Content-Security-Policy: our own scripts, styles and images, nothing inline. The one
 * outside origin is the video-meeting service, for its IFrame API script and the meeting frame.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { videoMeetingOrigin }: { videoMeetingOrigin: string }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", videoMeetingOrigin],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: [videoMeetingOrigin],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  },
);
