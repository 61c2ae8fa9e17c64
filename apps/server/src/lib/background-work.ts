/** Where background work reports its failures. */
export interface BackgroundLog {
  error(details: object, message: string): void;
}

/**
 * Work started by a request that must not hold up its answer or fail it, such as the mail that
 * tells the other side what happened: a failure is logged, never thrown. Shutdown and tests wait
 * for what is in progress.
 */
export interface BackgroundWork {
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves once everything started so far has finished. */
  settled(): Promise<void>;
}

/**
 * Pieces of background work running at once; the rest wait their turn. A burst of pushes and
 * mails then takes a few connections and a little of the event loop at a time, never all of
 * them from the sends that started it (decision 053).
 */
export const BACKGROUND_IN_FLIGHT = 4;

export function createBackgroundWork(
  log: BackgroundLog,
  inFlight = BACKGROUND_IN_FLIGHT,
): BackgroundWork {
  const waiting: { what: string; work: () => Promise<unknown> }[] = [];
  const inProgress = new Set<Promise<unknown>>();

  const startNext = () => {
    while (inProgress.size < inFlight && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) return;
      const running = Promise.resolve()
        .then(next.work)
        .catch((error: unknown) => log.error({ err: error }, `${next.what} failed`))
        .finally(() => {
          inProgress.delete(running);
          startNext();
        });
      inProgress.add(running);
    }
  };

  return {
    run(what, work) {
      waiting.push({ what, work });
      startNext();
    },
    async settled() {
      while (inProgress.size > 0 || waiting.length > 0) await Promise.allSettled([...inProgress]);
    },
  };
}
