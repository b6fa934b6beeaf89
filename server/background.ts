import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (a mail whose sending must not show in the
 * response time). Each task starts on a later turn of the event loop, after the resolver that
 * queued it has answered; a failure is logged, never thrown at the visitor. `idle()` settles once
 * every queued task has; the server awaits it before it closes.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
