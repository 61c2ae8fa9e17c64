import type { ErrorBody, ErrorCode } from '@mentorbridge/domain/api/errors';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { sentMsg, writeIn } from '../i18n/languages.ts';

/**
 * An error meant for the client: an HTTP status, a stable code and a sentence to show, or several
 * (each problem of an entry). The sentences go as catalogue messages (decision 061), which the
 * reader's browser writes in their language; `message` is their English, for logs and for
 * clients that read no catalogue.
 */
export class ApiError extends Error {
  readonly sentences: readonly Msg[];

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    sentence: Msg | string | readonly Msg[],
  ) {
    const sentences = typeof sentence === 'string' ? [] : 'id' in sentence ? [sentence] : sentence;
    super(
      typeof sentence === 'string'
        ? sentence
        : sentences.map((each) => writeIn('en', each)).join(' '),
    );
    this.name = 'ApiError';
    this.sentences = sentences;
  }

  /** The error as the API's body holds it: code, English and the messages to write. */
  get body(): ErrorBody['error'] {
    const [first, ...more] = this.sentences.map(sentMsg);
    return {
      code: this.code,
      message: this.message,
      ...(first && { text: first }),
      ...(more.length > 0 && { more }),
    };
  }
}
