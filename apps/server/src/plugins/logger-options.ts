/** What a request looks like to the log serializer. */
interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** Request logs carry the path without its query: a verification token must never reach a log. */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** pino options for the app's structured logs. */
export function loggerOptions(level: string) {
  return { level, serializers: { req: serializeRequest } };
}
