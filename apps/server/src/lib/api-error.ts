import type { ErrorBody, ErrorCode } from '@mentorbridge/domain/api/errors';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { sentMsg, writeIn } from '../i18n/languages.ts';

/**
 * An error meant for the client: an HTTP status, a stable code and a sentence to show. The
 * sentence goes as a catalogue message (decision 061), which the reader's browser writes in their
 * language; `message` is its English, for logs and for clients that read no catalogue.
 */
export class ApiError extends Error {
  readonly text: Msg | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    sentence: Msg | string,
  ) {
    super(typeof sentence === 'string' ? sentence : writeIn('en', sentence));
    this.name = 'ApiError';
    this.text = typeof sentence === 'string' ? undefined : sentence;
  }

  /** The error as the API's body holds it: code, English and the message to write. */
  get body(): ErrorBody['error'] {
    return {
      code: this.code,
      message: this.message,
      ...(this.text && { text: sentMsg(this.text) }),
    };
  }
}
