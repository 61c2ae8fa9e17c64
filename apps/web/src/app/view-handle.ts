import type { Params } from 'react-router';

/** What a route tells the app ahead of React, so its view's code and reads can start at once. */
export interface ViewHandle {
  /** Starts loading the view; settles when its code is here (not its reads). */
  preload: (params: Params) => Promise<unknown>;
}

/** The handle of a route that needs only its view's code. */
export function preloads(view: { preload: () => Promise<unknown> }): ViewHandle {
  return { preload: view.preload };
}
