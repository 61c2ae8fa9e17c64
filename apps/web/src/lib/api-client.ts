import type { z } from 'zod';
import { errorBodySchema, type ErrorCode } from '@mentorbridge/domain/api/errors';

/** Ours: shown when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach MentorBridge. Check your connection and try again.';

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

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer, so a server that drifts from the contract fails loudly here. */
  schema?: z.ZodType<T>;
}

/** The one fetch wrapper: JSON in and out, the session cookie sent, errors in one shape. */
export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiRequestError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const payload: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromAnswer(response.status, response.statusText, payload);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/** The error an unsuccessful answer stands for, in the API's shape when the server sent it. */
export function errorFromAnswer(status: number, statusText: string, payload: unknown) {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    return new ApiRequestError(status, parsed.data.error.code, parsed.data.error.message);
  }
  return new ApiRequestError(status, 'server_error', `Error: ${statusText || status}`);
}
