import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatImageResultSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatParamsSchema,
  heldMessageListSchema,
  heldMessageSchema,
  chatPreviewsSchema,
  markSeenBodySchema,
  sendMessageBodySchema,
} from '@mentorbridge/domain/api/chat';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { unreadCountsSchema } from '@mentorbridge/domain/api/notifications';
import { MAX_PICTURE_BYTES } from '@mentorbridge/domain/constants';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { webpPictureAnswer } from '../../lib/webp-answer.ts';
import { acceptRawUploads, uploadedBytes } from '../../plugins/raw-upload.ts';
import { perSignedInUser, requireUser } from '../../plugins/session.ts';
import { readChatImage, uploadChatImage } from './images.ts';
import { markSeen, readHeldMessages, readMessages, sendMessage } from './service.ts';
import { countSend } from './socket-send.ts';
import { countUnreadByChat, readChatPreviews } from './chat-list-repository.ts';

const tags = ['chat'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Chats: only the mentor and the requester of an accepted request, checked on every call. */
export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  acceptRawUploads(app);

  app.get(
    '/chats/unread',
    {
      schema: {
        summary: 'How many messages the user has not seen, by chat and in total',
        operationId: 'countUnreadMessages',
        description:
          'For the signed-in user, over their accepted chats; only messages from the other ' +
          'member count, and a chat with none unseen is left out.',
        tags,
        response: { 200: unreadCountsSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const byChat = await countUnreadByChat(context.db, requireUser(request).id);
      let total = 0;
      for (const count of byChat.values()) total += count;
      return { chats: Object.fromEntries(byChat), total };
    },
  );

  app.get(
    '/chats/previews',
    {
      schema: {
        summary: "The newest message of each of the user's chats, for the chat list",
        operationId: 'listChatPreviews',
        description:
          'For the signed-in user, keyed by chat id; the text is cut short, and a chat with no ' +
          'messages yet is left out.',
        tags,
        response: { 200: chatPreviewsSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      chats: Object.fromEntries(await readChatPreviews(context.db, requireUser(request).id)),
    }),
  );

  app.get(
    '/chats/:chatId/messages',
    {
      schema: {
        summary: 'Messages after a position (0 for the start), oldest first, a page at a time',
        operationId: 'listMessages',
        description:
          "Only the chat's two members may read it, also while contact is paused. 404 " +
          '`not_found` when the chat does not exist, is not theirs or a block is between them; ' +
          '409 `chat_not_accepted` while the request is not accepted.',
        tags,
        params: chatParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesSchema, ...errors },
      },
    },
    async (request) => ({
      messages: await readMessages(
        context,
        requireUser(request).id,
        request.params.chatId,
        request.query.after,
      ),
    }),
  );

  app.post(
    '/chats/:chatId/messages',
    {
      config: { validationMessage: msg.sendFailed, validationCode: 'invalid_message' },
      schema: {
        summary: 'Send a message; the same clientId again answers with the stored message',
        operationId: 'sendMessage',
        description:
          "Only the chat's two members may send. 202 when a message with contact details, in a " +
          'chat with someone under 18, is held for a safeguarding lead instead; 400 ' +
          '`invalid_message` for no text and no image, or an image not uploaded to this chat. ' +
          '404 `not_found` when the chat is not theirs; 409 `chat_not_accepted`, `chat_frozen` ' +
          "(contact paused) or `chat_waits_for_check` (the mentor's check does not count " +
          'today); 429 `sending_too_fast`.',
        tags,
        params: chatParamsSchema,
        body: sendMessageBodySchema,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          202: heldMessageSchema,
          ...errors,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sendMessage(
        context,
        requireUser(request).id,
        request.params.chatId,
        request.body,
      );
      countSend(context.metrics, outcome);
      if (outcome.kind === 'held') return reply.status(202).send(outcome.held);
      return reply.status(outcome.created ? 201 : 200).send(outcome.message);
    },
  );

  app.get(
    '/chats/:chatId/held',
    {
      schema: {
        summary: "The sender's own messages held for review (or removed) in a chat",
        operationId: 'listMyHeldMessages',
        description:
          "Only the chat's two members, each seeing only what they sent; a message a lead " +
          'released leaves this list for the chat. 404 `not_found` when the chat is not ' +
          'theirs; 409 `chat_not_accepted` while the request is not accepted.',
        tags,
        params: chatParamsSchema,
        response: { 200: heldMessageListSchema, ...errors },
      },
    },
    async (request) => ({
      held: await readHeldMessages(context, requireUser(request).id, request.params.chatId),
    }),
  );

  app.post(
    '/chats/:chatId/seen',
    {
      schema: {
        summary: 'Mark the chat seen up to a position',
        operationId: 'markChatSeen',
        description:
          "Only the chat's two members; the mark never moves back or past the last message, " +
          "and both members' open tabs see it. 404 `not_found` when the chat is not theirs; " +
          '409 `chat_not_accepted` while the request is not accepted.',
        tags,
        params: chatParamsSchema,
        body: markSeenBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await markSeen(context, requireUser(request).id, request.params.chatId, request.body.upToSeq);
      return reply.status(204).send();
    },
  );

  app.put(
    '/chats/:chatId/images',
    {
      bodyLimit: MAX_PICTURE_BYTES,
      config: {
        rateLimit: { ...context.limits.upload, keyGenerator: perSignedInUser },
        payloadTooLargeMessage: msg.pictureTooLarge,
      },
      schema: {
        summary: 'Upload an image to send in the chat; the body is the image file itself',
        operationId: 'uploadChatImage',
        description:
          "Only the chat's two members, while they may write in it; send the answer's imageId " +
          'in the next message. 400 `invalid_picture` when the file is not an image it can ' +
          'read; 413 `payload_too_large`; 404 `not_found` when the chat is not theirs; 409 ' +
          '`chat_not_accepted`, `chat_frozen` or `chat_waits_for_check`; 429 `rate_limited`.',
        tags,
        params: chatParamsSchema,
        response: { 201: chatImageResultSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = uploadedBytes(request.body);
      const imageId = await uploadChatImage(
        context,
        requireUser(request).id,
        request.params.chatId,
        upload,
      );
      return reply.status(201).send({ imageId });
    },
  );

  app.get(
    '/chats/:chatId/images/:imageId',
    {
      schema: {
        summary: "A chat image (WebP), for the chat's two members only",
        operationId: 'getChatImage',
        description:
          'The answer is the image itself, never kept by the browser (`no-store`). 404 ' +
          '`not_found` when the chat or the image is not theirs to see; 409 ' +
          '`chat_not_accepted` while the request is not accepted.',
        tags,
        params: chatParamsSchema.extend({ imageId: z.string().max(100) }),
        response: { 200: webpPictureAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { chatId, imageId } = request.params;
      const bytes = await readChatImage(context, requireUser(request).id, chatId, imageId);
      return (
        reply
          // Never kept by the browser (decision 054): a chat's picture is seen while signed in,
          // and nothing of it stays on a shared computer for the next person.
          .header('cache-control', 'private, no-store')
          .type('image/webp')
          .send(bytes)
      );
    },
  );
};
