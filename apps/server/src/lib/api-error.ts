import type { ErrorCode } from '@mentorbridge/domain/api/errors';

/** An error meant for the client: an HTTP status, a stable code and a sentence to show. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
