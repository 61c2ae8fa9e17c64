import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, HeldMessage, SendMessageBody } from '@mentorbridge/domain/api/chat';
import { ApiRequestError, networkErrorMessage } from '../../lib/api-client.ts';
import { Outbox, type OutboxApi, type SendFailure } from './outbox.ts';

/** The message the server would store for a send. */
function stored(chatId: string, body: SendMessageBody): ChatMessage {
  return {
    id: `message-${body.clientId}`,
    chatId,
    seq: 1,
    senderId: 'me',
    senderName: 'Me',
    text: body.text ?? '',
    imageUrl: body.imageId ? `/api/images/${body.imageId}` : null,
    clientId: body.clientId,
    createdAt: 0,
    seenBy: ['me'],
  };
}

/** A server that stores every message at once; each test makes it fail as it needs. */
function fakeApi() {
  return {
    sendMessage: vi.fn<OutboxApi['sendMessage']>((chatId, body) =>
      Promise.resolve(stored(chatId, body)),
    ),
    uploadChatImage: vi.fn<OutboxApi['uploadChatImage']>(() =>
      Promise.resolve({ imageId: 'image-1' }),
    ),
  };
}

/** Each send the outbox made, as the server received it. */
const sends = (api: ReturnType<typeof fakeApi>) =>
  api.sendMessage.mock.calls.map(([, body]) => body);
const sentTexts = (api: ReturnType<typeof fakeApi>) => sends(api).map((body) => body.text);

const networkDown = () => new ApiRequestError(0, 'network', networkErrorMessage());
const photo = () => new File(['not really a png'], 'photo.png', { type: 'image/png' });

/** Lets the awaited answers of the fake server arrive, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('sends the messages one at a time, in the order they were written', async () => {
    const api = fakeApi();
    let answerFirst: (message: ChatMessage) => void = () => {};
    api.sendMessage.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const outbox = new Outbox(api);
    const delivered: string[] = [];
    outbox.onSent((message) => delivered.push(message.text));

    outbox.enqueue('chat-1', 'one', null);
    outbox.enqueue('chat-1', 'two', null);
    outbox.enqueue('chat-1', 'three', null);
    await settle();
    expect(sentTexts(api)).toEqual(['one']);
    expect(outbox.getItems().map((item) => item.text)).toEqual(['one', 'two', 'three']);

    const [firstBody] = sends(api);
    if (firstBody) answerFirst(stored('chat-1', firstBody));
    await settle();
    expect(sentTexts(api)).toEqual(['one', 'two', 'three']);
    expect(delivered).toEqual(['one', 'two', 'three']);
    expect(outbox.getItems()).toEqual([]);
  });

  it.each([
    { failure: 'the server cannot be reached', error: networkDown },
    {
      failure: 'the server fails (503)',
      error: () => new ApiRequestError(503, 'unavailable', 'MentorBridge is busy.'),
    },
    {
      failure: 'the server asks to slow down (429)',
      error: () => new ApiRequestError(429, 'rate_limited', 'Too many messages.'),
    },
  ])(
    'when $failure, tries again after 1 s, 2 s, 4 s and 8 s under the same client id',
    async ({ error }) => {
      const api = fakeApi();
      for (let failures = 0; failures < 4; failures++)
        api.sendMessage.mockRejectedValueOnce(error());
      const outbox = new Outbox(api);
      const delivered: ChatMessage[] = [];
      outbox.onSent((message) => delivered.push(message));

      outbox.enqueue('chat-1', 'hello', null);
      await settle();
      expect(api.sendMessage).toHaveBeenCalledTimes(1);
      expect(outbox.getItems()).toMatchObject([{ text: 'hello', state: 'waiting' }]);

      for (const [retry, delayMs] of [1_000, 2_000, 4_000, 8_000].entries()) {
        await vi.advanceTimersByTimeAsync(delayMs - 1);
        expect(api.sendMessage).toHaveBeenCalledTimes(retry + 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(api.sendMessage).toHaveBeenCalledTimes(retry + 2);
      }

      const clientIds = new Set(sends(api).map((body) => body.clientId));
      expect(clientIds.size).toBe(1);
      expect(delivered.map((message) => message.text)).toEqual(['hello']);
      expect(outbox.getItems()).toEqual([]);
    },
  );

  it('shows a message over the send limit as slowed, not as lost, and sends it when the server takes it', async () => {
    const api = fakeApi();
    api.sendMessage.mockRejectedValueOnce(
      new ApiRequestError(429, 'sending_too_fast', "You're sending very fast."),
    );
    const outbox = new Outbox(api);
    const delivered: string[] = [];
    outbox.onSent((message) => delivered.push(message.text));

    outbox.enqueue('chat-1', 'so fast', null);
    await settle();
    expect(outbox.getItems()).toMatchObject([{ text: 'so fast', state: 'slowed' }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(delivered).toEqual(['so fast']);
    expect(outbox.getItems()).toEqual([]);
  });

  it('keeps the order: a message written while another waits goes after it', async () => {
    const api = fakeApi();
    api.sendMessage.mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(networkDown());
    const outbox = new Outbox(api);
    const delivered: string[] = [];
    outbox.onSent((message) => delivered.push(message.text));

    outbox.enqueue('chat-1', 'first', null);
    await settle();
    outbox.enqueue('chat-1', 'second', null);
    await settle();
    expect(outbox.getItems().map((item) => item.text)).toEqual(['first', 'second']);
    await vi.advanceTimersByTimeAsync(10_000);

    const texts = sentTexts(api);
    expect(texts.filter((text) => text === 'second')).toHaveLength(1);
    expect(texts.indexOf('second')).toBeGreaterThan(texts.lastIndexOf('first'));
    expect(delivered).toEqual(['first', 'second']);
  });

  it('uploads an image once: a retried send reuses the uploaded image', async () => {
    const api = fakeApi();
    api.sendMessage.mockRejectedValueOnce(networkDown());
    const outbox = new Outbox(api);
    const image = photo();

    outbox.enqueue('chat-1', 'look', image);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);

    expect(api.uploadChatImage).toHaveBeenCalledExactlyOnceWith(
      'chat-1',
      image,
      expect.any(Function),
    );
    const [first, retry] = sends(api);
    expect(sends(api)).toHaveLength(2);
    expect(first).toMatchObject({ text: 'look', imageId: 'image-1' });
    // The same client id and image: the server sees the same message again, not a second one.
    expect(retry).toEqual(first);
    expect(outbox.getItems()).toEqual([]);
  });

  it('uploads an image again when the upload itself was cut off', async () => {
    const api = fakeApi();
    api.uploadChatImage.mockRejectedValueOnce(networkDown());
    const outbox = new Outbox(api);

    outbox.enqueue('chat-1', '', photo());
    await settle();
    expect(api.sendMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);

    expect(api.uploadChatImage).toHaveBeenCalledTimes(2);
    expect(sends(api)).toMatchObject([{ imageId: 'image-1' }]);
  });

  it("gives up on a message the server refuses (4xx), tells the failure listeners at stage 'message', and goes on", async () => {
    const api = fakeApi();
    api.sendMessage.mockRejectedValueOnce(
      new ApiRequestError(403, 'chat_frozen', 'This chat is frozen.'),
    );
    const outbox = new Outbox(api);
    const failures: SendFailure[] = [];
    outbox.onFailed((failure) => failures.push(failure));

    outbox.enqueue('chat-1', 'refused', null);
    outbox.enqueue('chat-1', 'next', null);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);

    // The refusal goes with it, so the notice can say why (a chat paused meanwhile).
    expect(failures).toEqual([
      {
        item: expect.objectContaining({ text: 'refused' }),
        reason: 'message',
        error: expect.objectContaining({ code: 'chat_frozen' }),
      },
    ]);
    expect(sentTexts(api)).toEqual(['refused', 'next']);
    expect(outbox.getItems()).toEqual([]);
  });

  it("gives up on an image the server refuses, at stage 'image', without sending its message", async () => {
    const api = fakeApi();
    api.uploadChatImage.mockRejectedValueOnce(
      new ApiRequestError(413, 'payload_too_large', 'The image is too large.'),
    );
    const outbox = new Outbox(api);
    const failures: SendFailure[] = [];
    outbox.onFailed((failure) => failures.push(failure));

    outbox.enqueue('chat-1', 'see this', photo());
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(failures).toEqual([
      {
        item: expect.objectContaining({ text: 'see this' }),
        reason: 'image',
        error: expect.objectContaining({ code: 'payload_too_large' }),
      },
    ]);
    expect(api.uploadChatImage).toHaveBeenCalledTimes(1);
    expect(api.sendMessage).not.toHaveBeenCalled();
    expect(outbox.getItems()).toEqual([]);
  });

  it('sends a waiting message at once on retryNow, and starts the back-off again from 1 s', async () => {
    const api = fakeApi();
    for (let failures = 0; failures < 3; failures++)
      api.sendMessage.mockRejectedValueOnce(networkDown());
    const outbox = new Outbox(api);

    outbox.enqueue('chat-1', 'hello', null);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.sendMessage).toHaveBeenCalledTimes(2);

    outbox.retryNow();
    await settle();
    expect(api.sendMessage).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(999);
    expect(api.sendMessage).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sendMessage).toHaveBeenCalledTimes(4);
    expect(outbox.getItems()).toEqual([]);
  });

  it('tells a message held for review to the held listeners, not to the sent ones', async () => {
    const api = fakeApi();
    const held: HeldMessage = {
      id: 'held-1',
      chatId: 'chat-1',
      clientId: 'set below',
      text: 'my number is …',
      imageUrl: null,
      createdAt: 0,
      status: 'held',
      deliverAt: null,
    };
    api.sendMessage.mockImplementationOnce((_chatId, body) =>
      Promise.resolve({ ...held, clientId: body.clientId }),
    );
    const outbox = new Outbox(api);
    const onHeld = vi.fn();
    const onSent = vi.fn();
    outbox.onHeld(onHeld);
    outbox.onSent(onSent);

    outbox.enqueue('chat-1', 'my number is …', null);
    await settle();

    expect(onHeld).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'held-1' }));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('tells every listener that subscribed, and none that unsubscribed', async () => {
    const api = fakeApi();
    const outbox = new Outbox(api);
    const stayed = vi.fn();
    const left = vi.fn();
    outbox.onSent(stayed);
    const stop = outbox.onSent(left);
    stop();

    outbox.enqueue('chat-1', 'hello', null);
    await settle();

    expect(stayed).toHaveBeenCalledOnce();
    expect(left).not.toHaveBeenCalled();
  });
});
