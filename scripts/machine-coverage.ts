/**
 * Transition coverage of the machines: every transition of every machine definition
 * in machines/*.machine.ts must be taken by at least one machine test.
 *
 * It starts clean (removes coverage/machines), runs the `machines` Vitest project
 * (whose tests record the transitions they take, see tests/machines/coverage.ts),
 * then compares the recorded transitions with the ones enumerated from the machine
 * definitions and prints one line per machine. Exits 1 when the tests fail or any
 * machine is below 100 %.
 *
 *   tsx scripts/machine-coverage.ts             clean, run the tests, report
 *   tsx scripts/machine-coverage.ts --no-run    report what the last run recorded
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { isStateMachine, listTransitions } from '../tests/machines/transitions.ts';

const root = resolve(import.meta.dirname, '..');
const machinesDir = join(root, 'machines');
const coverageDir = join(root, 'coverage', 'machines');

function runTests(): number {
  rmSync(coverageDir, { recursive: true, force: true });
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'machines'], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

async function loadMachines(): Promise<AnyStateMachine[]> {
  const byId = new Map<string, AnyStateMachine>();
  const files = readdirSync(machinesDir)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(machinesDir, file)).href);
    for (const value of Object.values(module)) {
      if (isStateMachine(value) && !byId.has(value.id)) byId.set(value.id, value);
    }
  }
  return [...byId.values()];
}

function recorded(machineId: string): Set<string> {
  const dir = join(coverageDir, machineId);
  const keys = new Set<string>();
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const taken: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (Array.isArray(taken)) for (const key of taken) if (typeof key === 'string') keys.add(key);
  }
  return keys;
}

async function main(): Promise<number> {
  const testStatus = process.argv.includes('--no-run') ? 0 : runTests();
  const machines = await loadMachines();
  let complete = true;
  console.log('');
  for (const machine of machines) {
    const all = listTransitions(machine);
    const taken = recorded(machine.id);
    const uncovered = all.filter((transition) => !taken.has(transition.key));
    console.log(`${machine.id}: ${all.length - uncovered.length}/${all.length} transitions`);
    if (uncovered.length > 0) {
      complete = false;
      for (const transition of uncovered) console.log(`  not taken: ${transition.label}`);
    }
  }
  if (testStatus !== 0) console.error('\nThe machine tests failed; coverage is of a failing run.');
  return testStatus !== 0 || !complete ? 1 : 0;
}

process.exitCode = await main();
