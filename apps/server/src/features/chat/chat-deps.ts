import type { AppContext } from '../../app-context.ts';

/** What the chat's service needs of the app. */
export type ChatDeps = Pick<
  AppContext,
  | 'db'
  | 'backgroundDb'
  | 'files'
  | 'realtime'
  | 'clock'
  | 'config'
  | 'background'
  | 'push'
  | 'presence'
  | 'pushDevices'
>;
