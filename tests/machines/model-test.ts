import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import type { MachineModel } from './models/machine-model.ts';

/** A readable test name for a path: its steps and the state it ends in. */
export function pathTitle<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  path: TestPath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>,
): string {
  const steps = path.steps
    .slice(1)
    .map((step, index) => model.describeEvent(step.event, path.steps[index]?.state))
    .join(' → ');
  return `${steps || 'start'} ⇒ ${model.describeState(path.state)}`;
}

/**
 * The graph tools type a driver's event as `{ type }` only; at run time it is the
 * full event the path was built from, which is what the actor under test gets.
 */
export function fullEvent<TMachine extends AnyStateMachine>(event: {
  type: string;
}): EventFromLogic<TMachine> {
  return event as EventFromLogic<TMachine>;
}
