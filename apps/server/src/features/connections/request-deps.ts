import type { AppContext } from '../../app-context.ts';

/** What a request's moves need: the database, mail, push and the open tabs to tell. */
export type RequestDeps = Pick<
  AppContext,
  | 'db'
  | 'backgroundDb'
  | 'realtime'
  | 'mailer'
  | 'config'
  | 'background'
  | 'clock'
  | 'push'
  | 'pushDevices'
>;

/** Tells both sides' open tabs that the request changed, after it is committed. */
export function announceRequest(
  deps: Pick<RequestDeps, 'realtime'>,
  request: { id: string; mentor: { id: string }; mentee: { id: string } },
): void {
  deps.realtime.publish([request.mentor.id, request.mentee.id], {
    type: 'request.changed',
    requestId: request.id,
  });
}
