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

export function createBackgroundWork(log: BackgroundLog): BackgroundWork {
  const inProgress = new Set<Promise<unknown>>();
  return {
    run(what, work) {
      const running = work()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => inProgress.delete(running));
      inProgress.add(running);
    },
    async settled() {
      while (inProgress.size > 0) await Promise.allSettled([...inProgress]);
    },
  };
}
