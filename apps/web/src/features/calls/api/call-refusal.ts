import { ApiRequestError } from '../../../lib/api-client.ts';

/**
 * The server said no to a call (not the chat's member, or the chat is paused): an answer that
 * ends the call with its reason, not a failure to try again.
 */
export const isCallRefusal = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 409);
