// The database check behind /healthz and /readyz. A probe that ran its own query waited for the
// database like any request: behind queued statements (the embedded database runs one at a
// time), and for a second turn of a busy event loop when the answer came back, so under load
// the health check was as slow as the shop. A listening server checks the database in the
// background instead, once a second, and the probes answer from the latest result: a failed
// check, or one that has not come back within HUNG_MS, is a database that does not answer.

/** How often a listening server checks its database. */
export const HEALTH_CHECK_INTERVAL_MS = 1000;
/** A check still running after this long counts as a failure (the database hangs). */
export const HEALTH_CHECK_HUNG_MS = 5000;

export interface HealthMonitor {
  /**
   * Whether the database answers: the latest background check's result while the checks run
   * (no waiting), else the result of a check made now (several callers share one).
   */
  databaseAnswers(): boolean | Promise<boolean>;
  /** Starts the background checks (when the server listens). */
  start(): void;
  stop(): void;
}

export interface HealthOptions {
  intervalMs?: number;
  hungMs?: number;
  /** Told when the database stops answering and when it answers again. */
  onChange?: (ok: boolean, error?: unknown) => void;
}

export function createHealthMonitor(
  check: () => Promise<unknown>,
  options: HealthOptions = {},
): HealthMonitor {
  const intervalMs = options.intervalMs ?? HEALTH_CHECK_INTERVAL_MS;
  const hungMs = options.hungMs ?? HEALTH_CHECK_HUNG_MS;
  let timer: NodeJS.Timeout | null = null;
  /** Result of the latest finished check; null before the first. */
  let latest: boolean | null = null;
  let running: { since: number; result: Promise<boolean> } | null = null;

  const run = (): Promise<boolean> => {
    if (running) return running.result;
    const result = check().then(
      () => true,
      (error: unknown) => {
        if (latest !== false) options.onChange?.(false, error);
        return false;
      },
    );
    running = {
      since: Date.now(),
      result: result.then((ok) => {
        if (ok && latest === false) options.onChange?.(true);
        latest = ok;
        running = null;
        return ok;
      }),
    };
    return running.result;
  };

  return {
    databaseAnswers() {
      if (!timer || latest === null) return run();
      if (running && Date.now() - running.since > hungMs) return false;
      return latest;
    },
    start() {
      if (timer) return;
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
