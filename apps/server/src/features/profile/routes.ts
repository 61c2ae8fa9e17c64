import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  fullNameBodySchema,
  fullNameResultSchema,
  pictureResultSchema,
} from '@mentorbridge/domain/api/profile';
import { MAX_PICTURE_BYTES, PICTURE_SIZES, type PictureSize } from '@mentorbridge/domain/constants';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { webpPictureAnswer } from '../../lib/webp-answer.ts';
import { acceptRawUploads, uploadedBytes } from '../../plugins/raw-upload.ts';
import { perSignedInUser, requireUser } from '../../plugins/session.ts';
import { findVisiblePicture, replacePicture, saveFullName } from './service.ts';

const pictureSizes = Object.keys(PICTURE_SIZES) as [PictureSize, ...PictureSize[]];

/** The dashboard's Full Name and profile picture, and the pictures of others. */
export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  acceptRawUploads(app);

  app.put(
    '/profile/full-name',
    {
      config: {
        validationMessage: msg.fullNameSaveFailed,
        validationCode: 'invalid_full_name',
      },
      schema: {
        summary: 'Save the Full Name field (trimmed)',
        operationId: 'saveFullName',
        description:
          "The signed-in user's own name; the answer is the name as saved. 400 " +
          '`invalid_full_name` when it is empty or too long.',
        tags: ['profile'],
        body: fullNameBodySchema,
        response: { 200: fullNameResultSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { fullName: await saveFullName(context, user.id, request.body.fullName) };
    },
  );

  app.put(
    '/profile/picture',
    {
      bodyLimit: MAX_PICTURE_BYTES,
      config: {
        rateLimit: { ...context.limits.upload, keyGenerator: perSignedInUser },
        payloadTooLargeMessage: msg.pictureTooLarge,
      },
      schema: {
        summary: 'Replace the profile picture; the body is the image file itself',
        operationId: 'replaceProfilePicture',
        description:
          'Send the bytes with Content-Type: application/octet-stream. The image is stored ' +
          'again at each size the app shows, so nothing else of the file (such as where it was ' +
          'taken) is kept. 400 `invalid_picture` when it is empty or not a readable image; 413 ' +
          '`payload_too_large` when it is too big; 429 `rate_limited` after too many uploads.',
        tags: ['profile'],
        response: {
          200: pictureResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const upload = uploadedBytes(request.body);
      return { picture: await replacePicture(context, user.id, upload) };
    },
  );

  app.get(
    '/users/:userId/picture/:size',
    {
      schema: {
        summary: "A user's profile picture (WebP); only signed-in users who may see it",
        operationId: 'getProfilePicture',
        description:
          "A mentor's picture is shown to every signed-in user; a mentee's only to themself " +
          "and to mentors they asked, and an under-18's only once the mentor accepted. `v` is " +
          'the version in the picture URL. The browser keeps it but asks each time (`no-cache` ' +
          'with an ETag): 304 when its copy is current. 404 `not_found` when there is none, or ' +
          'the viewer may not see it (a block either way included).',
        tags: ['profile'],
        params: z.object({ userId: z.string().max(100), size: z.enum(pictureSizes) }),
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { 200: webpPictureAnswer, 304: z.undefined(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { userId, size } = request.params;
      const picture = await findVisiblePicture(context, viewer, userId, size);
      // Kept by the browser, but asked about at every use (decision 054): a browser whose
      // session has ended is refused, so the next person at a shared computer sees nothing of
      // it. Private: a shared cache must not hand one user's view of a picture to another.
      const etag = `"${userId}.${size}.${picture.version}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(await picture.read());
    },
  );
};
