import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { afterAll } from 'vitest';
import { keyOfTakenTransition } from './transitions.ts';

/**
 * Records which transitions the actors under test take. Pass `recordTransitions` as
 * the `inspect` option of `createActor`; it sees every actor of that actor's system
 * (spawned children too). After the test file, the taken transitions are written to
 * `coverage/machines/<machine id>/<unique>.json` (one file per test file and machine,
 * so parallel workers never write the same file); `scripts/machine-coverage.ts`
 * merges them.
 */

export const COVERAGE_DIR = join(process.cwd(), 'coverage', 'machines');

const taken = new Map<string, Set<string>>();

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
  let keys = taken.get(machineId);
  if (!keys) {
    keys = new Set();
    taken.set(machineId, keys);
  }
  for (const transition of _transitions) {
    const key = keyOfTakenTransition(transition);
    if (key) keys.add(key);
  }
}

afterAll(() => {
  const file = `${process.pid}-${randomUUID()}.json`;
  for (const [machineId, keys] of taken) {
    const dir = join(COVERAGE_DIR, machineId);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), `${JSON.stringify([...keys].sort(), null, 2)}\n`);
  }
});
