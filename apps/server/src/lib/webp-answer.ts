import { z } from 'zod';

/**
 * The 200 answer of a route that sends a WebP picture instead of JSON, so the API document says
 * what comes back. Fastify sends the bytes as they are; nothing serializes them.
 */
export const webpPictureAnswer = {
  description: 'The picture, as WebP',
  content: {
    'image/webp': {
      schema: z
        .custom<Buffer>((value) => Buffer.isBuffer(value))
        .meta({ type: 'string', format: 'binary' }),
    },
  },
};
