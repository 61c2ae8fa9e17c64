import { TYPING_RESET_MS } from '@mentorbridge/domain/constants';

/**
 * Who else is typing, per chat, as the socket reports it. An entry expires on its own a little
 * after the sender's own 3 s reset, in case the "stopped" event is lost with a connection.
 */
const EXPIRY_MS = TYPING_RESET_MS + 2_000;

class TypingStore {
  private typing = new Map<string, Map<string, number>>();
  private readonly listeners = new Set<() => void>();

  apply(chatId: string, userId: string, isTyping: boolean): void {
    const chat = new Map(this.typing.get(chatId));
    if (isTyping) chat.set(userId, Date.now() + EXPIRY_MS);
    else chat.delete(userId);
    this.typing = new Map(this.typing).set(chatId, chat);
    this.listeners.forEach((listener) => listener());
    if (isTyping) setTimeout(() => this.expire(chatId, userId), EXPIRY_MS + 50);
  }

  /** How many others are typing in a chat now. */
  countIn = (chatId: string): number => this.typing.get(chatId)?.size ?? 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private expire(chatId: string, userId: string): void {
    const until = this.typing.get(chatId)?.get(userId);
    if (until !== undefined && until <= Date.now()) this.apply(chatId, userId, false);
  }
}

export const typingStore = new TypingStore();
