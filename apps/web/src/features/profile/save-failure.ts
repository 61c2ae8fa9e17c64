import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * What a failed save says: the server's own sentence when it answered in the API's shape (it
 * names the field that is wrong, or says to wait), the form's fallback for anything else.
 */
export function saveFailureText(error: Error, fallback: string): string {
  return error instanceof ApiRequestError && error.code !== 'server_error'
    ? error.message
    : fallback;
}
