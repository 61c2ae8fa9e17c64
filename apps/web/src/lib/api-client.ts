import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '@mentorbridge/domain/api/errors';
import { i18n } from '@lingui/core';
import type { SentMsg } from '@mentorbridge/domain/api/msg';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { write } from '@mentorbridge/domain/i18n/wording';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * The type of the answer a domain schema describes. The browser takes the types, not the
 * schemas: the server already checks every answer against the same schema before sending it
 * (decision 021), and leaving zod out of the bundle keeps the first page light.
 */
export type Answer<Schema extends z.ZodType> = z.infer<Schema>;

/** Ours: shown when the server cannot be reached at all, in the reader's language. */
export const networkErrorMessage = (): string => uiText.networkUnreachable;

/** A failed API call, carrying the server's stable code and its sentence for people. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** The one fetch wrapper: JSON in and out, the session cookie sent, errors in one shape. */
export async function apiRequest<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiRequestError(0, 'network', networkErrorMessage());
  }
  const payload: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromAnswer(response.status, response.statusText, payload);
  return payload as T;
}

/** The error an unsuccessful answer stands for, in the API's shape when the server sent it. */
export function errorFromAnswer(status: number, statusText: string, payload: unknown) {
  if (isErrorBody(payload)) {
    return new ApiRequestError(status, payload.error.code, errorSentence(payload.error));
  }
  return new ApiRequestError(
    status,
    'server_error',
    uiText.settingsError({ message: statusText || String(status) }),
  );
}

/** Whether this page's catalogue has a message the server sent; its values are the server's own. */
const isKnown = (text: SentMsg) => i18n.messages[text.id] !== undefined;

/**
 * A message the server sent with no English beside it, in the reader's language; `otherwise`
 * when this page's catalogue does not know it (a server newer than the page).
 */
export const writeSent = (text: SentMsg, otherwise = ''): string =>
  isKnown(text) ? write(i18n, text as Msg) : otherwise;

/**
 * A sentence the server sent, an error's or a notice's, in the reader's language (decision 061):
 * the server sends the catalogue message and its values beside its English, and the words are
 * chosen here. A message this page's catalogue does not know (a server newer than the page) falls
 * back to the English.
 */
export function sentenceOf({ message, text }: { message: string; text?: SentMsg }): string {
  return text ? writeSent(text, message) : message;
}

/** An error's sentences in the reader's language; its English when one is not in the catalogue. */
export function errorSentence(error: ErrorBody['error']): string {
  const sentences = [...(error.text ? [error.text] : []), ...(error.more ?? [])];
  // One sentence this page does not know, and the whole error is its English, which has them all.
  if (sentences.length === 0 || sentences.some((text) => !isKnown(text))) return error.message;
  return sentences.map((text) => writeSent(text)).join(' ');
}

/** Whether an answer is in the API's error shape; a proxy's HTML error page is not. */
function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
