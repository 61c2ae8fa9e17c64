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
