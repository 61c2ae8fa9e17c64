/** Where a repeated task reports its failures. */
export interface RepeatLog {
  error(details: object, message: string): void;
}

/**
 * Runs `task` now and then every `everyMs` in this process, one run at a time. A failed run is
 * logged and tried again at the next tick; it never stops the server. Returns a stop function
 * that waits for a run in progress, so shutdown can close the database after it.
 */
export function repeatEvery<T>(
  everyMs: number,
  task: () => Promise<T>,
  { log, name, onDone }: { log: RepeatLog; name: string; onDone?: (result: T) => void },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .then((result) => onDone?.(result))
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
