import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { afterAll, afterEach, expect } from 'vitest';
import { keyOfTakenTransition } from './transitions.ts';

/**
 * Records which transitions the actors under test take. Pass `recordTransitions` as
 * the `inspect` option of `createActor`; it sees every actor of that actor's system
 * (spawned children too). After the test file, the taken transitions are written to
 * `coverage/machines/<machine id>/<unique>.json` (one file per test file and machine,
 * so parallel workers never write the same file); `scripts/machine-coverage.ts`
 * merges them.
 *
 * Honest figures: a transition counts only when the test that took it made an assertion after
 * taking it (Vitest's assertion count grew), so a test that drives a machine and asserts nothing
 * covers nothing. Removing every `expect` from a machine test file makes that machine's
 * coverage fall (tests/machines/coverage-ledger.test.ts shows it).
 */

/** Transitions taken during one test, waiting for an assertion to confirm them. */
export class TransitionLedger {
  readonly confirmed = new Map<string, Set<string>>();
  private pending: { machineId: string; key: string; assertionsBefore: number }[] = [];

  /** A transition taken when the test had made `assertionsSoFar` assertions. */
  take(machineId: string, key: string, assertionsSoFar: number): void {
    this.pending.push({ machineId, key, assertionsBefore: assertionsSoFar });
  }

  /** The test ended with `finalAssertions` assertions: what was asserted after counts. */
  settle(finalAssertions: number): void {
    for (const { machineId, key, assertionsBefore } of this.pending) {
      if (finalAssertions <= assertionsBefore) continue;
      let keys = this.confirmed.get(machineId);
      if (!keys) {
        keys = new Set();
        this.confirmed.set(machineId, keys);
      }
      keys.add(key);
    }
    this.pending = [];
  }
}

export const COVERAGE_DIR = join(process.cwd(), 'coverage', 'machines');

const ledger = new TransitionLedger();
const assertionsSoFar = () => expect.getState().assertionCalls ?? 0;

interface MicrostepEvent {
  type: '@xstate.microstep';
  snapshot: unknown;
  _transitions: AnyTransitionDefinition[];
}

function machineIdOf(snapshot: unknown): string | undefined {
  if (typeof snapshot !== 'object' || snapshot === null || !('machine' in snapshot)) return undefined;
  const machine = (snapshot as { machine?: { id?: unknown } }).machine;
  return typeof machine?.id === 'string' ? machine.id : undefined;
}

export function recordTransitions(inspectionEvent: InspectionEvent): void {
  if (inspectionEvent.type !== '@xstate.microstep') return;
  const { snapshot, _transitions } = inspectionEvent as unknown as MicrostepEvent;
  const machineId = machineIdOf(snapshot);
  if (!machineId) return;
  for (const transition of _transitions) {
    const key = keyOfTakenTransition(transition);
    if (key) ledger.take(machineId, key, assertionsSoFar());
  }
}

afterEach(() => {
  ledger.settle(assertionsSoFar());
});

afterAll(() => {
  const file = `${process.pid}-${randomUUID()}.json`;
  for (const [machineId, keys] of ledger.confirmed) {
    const dir = join(COVERAGE_DIR, machineId);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), `${JSON.stringify([...keys].sort(), null, 2)}\n`);
  }
});
