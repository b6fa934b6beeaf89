/**
 * Prints the paths the model-based tests walk, as numbered steps a tester can follow.
 *
 *   npm run machines:paths                    every machine
 *   npm run machines:paths -- notifications   one machine, by its id or file name
 *                                             (purchaseModal, purchase-modal, purchase-modal.machine.ts)
 *
 * A machine's paths and wording come from its model in tests/machines/models/
 * (`<machine id>.model.ts`); a machine without one gets the shortest path to each
 * of its states.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { MachineModel } from '../tests/machines/models/machine-model.ts';
import { isStateMachine } from '../tests/machines/transitions.ts';

const root = resolve(import.meta.dirname, '..');

async function importAll(file: string): Promise<unknown[]> {
  const module: Record<string, unknown> = await import(pathToFileURL(file).href);
  return Object.values(module);
}

function isMachineModel(value: unknown): value is MachineModel<AnyStateMachine> {
  return typeof value === 'object' && value !== null && 'machine' in value && 'paths' in value;
}

async function loadMachines(): Promise<AnyStateMachine[]> {
  const dir = join(root, 'machines');
  const byId = new Map<string, AnyStateMachine>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.machine.ts'))
    .sort()) {
    for (const value of await importAll(join(dir, file))) {
      if (isStateMachine(value) && !byId.has(value.id)) byId.set(value.id, value);
    }
  }
  return [...byId.values()];
}

async function modelFor(machine: AnyStateMachine): Promise<MachineModel<AnyStateMachine>> {
  // Model files are kebab-case: purchaseModal → purchase-modal.model.ts.
  const fileName = machine.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const file = join(root, 'tests', 'machines', 'models', `${fileName}.model.ts`);
  if (existsSync(file)) {
    const model = (await importAll(file)).find(isMachineModel);
    if (model) return model;
  }
  const testModel = createTestModel(machine);
  return {
    machine,
    paths: () => testModel.getShortestPaths(),
    describeState: (snapshot) => JSON.stringify(snapshot.value),
    describeEvent: (event) => JSON.stringify(event),
  };
}

/** 'purchaseModal.submit' → 'submit (purchase modal)': a raw event type in plain words. */
function plainWords(description: string): string {
  const raw = /^([a-z][A-Za-z]*)\.([a-z][A-Za-z.]*)$/.exec(description);
  if (!raw) return description;
  const words = (text: string) =>
    text
      .replace(/([A-Z])/g, ' $1')
      .replace(/\./g, ' ')
      .toLowerCase()
      .trim();
  return `${words(raw[2] ?? '')} (${words(raw[1] ?? '')})`;
}

function printPaths(model: MachineModel<AnyStateMachine>): void {
  const paths = model.paths();
  console.log(`\n${model.machine.id}: ${paths.length} paths`);
  paths.forEach((path, index) => {
    const [first, ...rest] = path.steps;
    console.log(`\nPath ${index + 1}: ends in '${model.describeState(path.state)}'`);
    const lines = [
      `start in '${first ? model.describeState(first.state) : model.describeState(path.state)}'`,
    ];
    rest.forEach((step, stepIndex) => {
      const before = path.steps[stepIndex]?.state;
      lines.push(
        `${plainWords(model.describeEvent(step.event, before))} → '${model.describeState(step.state)}'`,
      );
    });
    lines.forEach((line, lineIndex) => {
      console.log(`  ${lineIndex + 1}. ${line}`);
    });
  });
}

/** 'purchase-modal', 'purchase-modal.machine.ts', 'purchaseModal' and 'purchasemodal' all name purchaseModal. */
function sameMachine(arg: string, id: string): boolean {
  const squash = (text: string) =>
    text
      .replace(/\.(machine|model)(\.ts)?$|\.ts$/, '')
      .replace(/[-_]/g, '')
      .toLowerCase();
  return squash(arg.split('/').pop() ?? arg) === squash(id);
}

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const machines = await loadMachines();
const unknown = wanted.filter((arg) => !machines.some((machine) => sameMachine(arg, machine.id)));
if (unknown.length > 0) {
  console.error(`Unknown machine: ${unknown.join(', ')}. Known: ${machines.map((m) => m.id).join(', ')}`);
  process.exitCode = 1;
} else {
  for (const machine of machines) {
    if (wanted.length === 0 || wanted.some((arg) => sameMachine(arg, machine.id)))
      printPaths(await modelFor(machine));
  }
}
