import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import { ApiRequestError } from '../../lib/api-client.ts';
import { sendMessage, uploadChatImage } from './api/send-message.ts';

/** A message on its way: shown as pending until the server has stored it. */
export interface OutgoingMessage {
  clientId: string;
  chatId: string;
  /** As typed; the server masks it before storing (and shows it masked meanwhile). */
  text: string;
  image: File | null;
  /** Set once the image is uploaded, so a retry does not upload it again. */
  imageId: string | null;
  /** sending: on the wire; waiting: the server is out of reach, it will be retried. */
  /** `slowed`: the chat's send limit was reached (docs/product.md); it goes by itself. */
  state: 'sending' | 'waiting' | 'slowed';
  /** Upload progress of the image, 0 to 1. */
  progress: number;
}

/**
 * Why a message could not be sent at all (the server refused it; retrying cannot help), with the
 * server's refusal, which may say why (the chat was paused meanwhile).
 */
export type SendFailure = { item: OutgoingMessage; reason: 'image' | 'message'; error: unknown };

/** The two server calls a send makes; tests give an outbox their own. */
export interface OutboxApi {
  sendMessage: typeof sendMessage;
  uploadChatImage: typeof uploadChatImage;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** A random id for a message (getRandomValues works outside secure contexts too). */
function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a failure is the connection's (retry) rather than the request's (give up). */
const isTransient = (error: unknown) =>
  !(error instanceof ApiRequestError) ||
  error.code === 'network' ||
  error.status >= 500 ||
  error.status === 429;

/**
 * The messages this tab is sending, in order. Each carries a client id, so a retry after a lost
 * answer is recognised by the server and never doubles; while the server is out of reach they
 * wait, and go out in order when it answers again.
 */
export class Outbox {
  private items: OutgoingMessage[] = [];
  private draining = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(message: ChatMessage) => void>();
  private readonly heldListeners = new Set<(held: HeldMessage) => void>();
  private readonly failedListeners = new Set<(failure: SendFailure) => void>();

  constructor(private readonly api: OutboxApi = { sendMessage, uploadChatImage }) {}

  enqueue(chatId: string, text: string, image: File | null): void {
    this.update([
      ...this.items,
      {
        clientId: newClientId(),
        chatId,
        text,
        image,
        imageId: null,
        state: 'sending',
        progress: 0,
      },
    ]);
    void this.drain();
  }

  /** Tries the waiting messages again now (the connection is back). */
  retryNow(): void {
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    void this.drain();
  }

  getItems = (): readonly OutgoingMessage[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with each message the server stored; returns the function that stops it. */
  onSent(listener: (message: ChatMessage) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Calls `listener` with each message held for a safeguarding lead; answers how to stop. */
  onHeld(listener: (held: HeldMessage) => void): () => void {
    this.heldListeners.add(listener);
    return () => this.heldListeners.delete(listener);
  }

  /** Calls `listener` with each message the server refused for good; answers how to stop. */
  onFailed(listener: (failure: SendFailure) => void): () => void {
    this.failedListeners.add(listener);
    return () => this.failedListeners.delete(listener);
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let next = this.items[0]; next; next = this.items[0]) {
        if (!(await this.sendOne(next))) return;
      }
      this.attempt = 0;
    } finally {
      this.draining = false;
    }
  }

  /** Sends the first message; false when it must wait for the connection. */
  private async sendOne(item: OutgoingMessage): Promise<boolean> {
    this.patch(item.clientId, { state: 'sending' });
    let stage: SendFailure['reason'] = 'image';
    try {
      let imageId = item.imageId;
      if (item.image && !imageId) {
        imageId = (
          await this.api.uploadChatImage(item.chatId, item.image, (progress) =>
            this.patch(item.clientId, { progress }),
          )
        ).imageId;
        this.patch(item.clientId, { imageId });
      }
      stage = 'message';
      const answer = await this.api.sendMessage(item.chatId, {
        clientId: item.clientId,
        text: item.text,
        ...(imageId ? { imageId } : {}),
      });
      this.update(this.items.filter((queued) => queued.clientId !== item.clientId));
      if ('status' in answer) this.heldListeners.forEach((listener) => listener(answer));
      else this.sentListeners.forEach((listener) => listener(answer));
      return true;
    } catch (error) {
      if (isTransient(error)) {
        const slowed = error instanceof ApiRequestError && error.code === 'sending_too_fast';
        this.patch(item.clientId, { state: slowed ? 'slowed' : 'waiting' });
        const delay = RETRY_DELAYS_MS[Math.min(this.attempt, RETRY_DELAYS_MS.length - 1)];
        this.attempt += 1;
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => void this.drain(), delay);
        return false;
      }
      this.update(this.items.filter((queued) => queued.clientId !== item.clientId));
      this.failedListeners.forEach((listener) => listener({ item, reason: stage, error }));
      return true;
    }
  }

  private patch(clientId: string, change: Partial<OutgoingMessage>): void {
    this.update(
      this.items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
    );
  }

  private update(items: OutgoingMessage[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}

/** This tab's outbox. */
export const outbox = new Outbox();
