import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHealthMonitor } from '../../server/health.ts';

// The probes' database check (server/health.ts): without background checks every probe checks
// (one check shared by concurrent probes); with them, probes answer at once from the latest
// result, and a check that hangs counts as a failure.

function controlledCheck() {
  const calls: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const check = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { check, calls };
}

describe('health monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without background checks, checks on each probe; concurrent probes share one check', async () => {
    const { check, calls } = controlledCheck();
    const monitor = createHealthMonitor(check);
    const a = monitor.databaseAnswers();
    const b = monitor.databaseAnswers();
    expect(check).toHaveBeenCalledTimes(1);
    calls[0]?.resolve();
    expect(await a).toBe(true);
    expect(await b).toBe(true);
    const c = monitor.databaseAnswers();
    expect(check).toHaveBeenCalledTimes(2);
    calls[1]?.reject(new Error('gone'));
    expect(await c).toBe(false);
  });

  it('with background checks, probes answer from the latest result without a check of their own', async () => {
    const { check, calls } = controlledCheck();
    const changes: boolean[] = [];
    const monitor = createHealthMonitor(check, {
      intervalMs: 1000,
      hungMs: 5000,
      onChange: (ok) => changes.push(ok),
    });
    monitor.start();
    expect(check).toHaveBeenCalledTimes(1);
    // Before the first result a probe waits for it.
    const first = monitor.databaseAnswers();
    calls[0]?.resolve();
    expect(await first).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    // The second check is still running: probes answer at once, from the first.
    expect(monitor.databaseAnswers()).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
    calls[1]?.reject(new Error('connection lost'));
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.databaseAnswers()).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    calls[2]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.databaseAnswers()).toBe(true);
    expect(changes).toEqual([false, true]);
    monitor.stop();
  });

  it('counts a check that has not come back within hungMs as a failure, and no check overlaps another', async () => {
    const { check, calls } = controlledCheck();
    const monitor = createHealthMonitor(check, { intervalMs: 1000, hungMs: 5000 });
    monitor.start();
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    // The database hangs: the check stays open, no second one is started meanwhile.
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(monitor.databaseAnswers()).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    expect(monitor.databaseAnswers()).toBe(false);
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.databaseAnswers()).toBe(true);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
