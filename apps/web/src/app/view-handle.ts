import type { Params } from 'react-router';

/** What a route tells the app ahead of React, so its view's code and reads can start at once. */
export interface ViewHandle {
  /** Starts loading the view's code; settles when it is here. */
  preload: () => Promise<unknown>;
  /** Starts the reads the view shows first, if it has any worth starting before its code. */
  startReads?: (params: Params) => void;
}

/** The handle of a route that needs only its view's code. */
export function preloads(view: { preload: () => Promise<unknown> }): ViewHandle {
  return { preload: view.preload };
}
