import { ApiRequestError } from '../../../lib/api-client.ts';

/**
 * The server said no to a call (not the chat's member, the chat is paused, or a coordinator's own
 * record stopped counting): an answer that ends the call with its reason, not a failure to try
 * again.
 */
export const isCallRefusal = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && [403, 404, 409].includes(error.status);
