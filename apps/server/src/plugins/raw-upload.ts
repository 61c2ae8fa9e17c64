import type { FastifyInstance } from 'fastify';
import { MAX_PICTURE_BYTES } from '@mentorbridge/domain/constants';

/**
 * Lets the routes of one plugin take a file's raw bytes (`application/octet-stream`): one request
 * per upload, whose progress the browser can show. Bodies over the picture limit are refused
 * before they are read in full.
 */
export function acceptRawUploads(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded bytes of a request; empty when nothing was sent. */
export const uploadedBytes = (body: unknown): Buffer =>
  Buffer.isBuffer(body) ? body : Buffer.alloc(0);
