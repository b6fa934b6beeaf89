import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';

/**
 * What the model-based tests of one machine and the QA path printer
 * (`npm run machines:paths`) share: the machine, the paths the tests walk, and how a
 * state and an event read for a person.
 */
export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  paths: () => Array<TestPath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>>;
  describeState: (snapshot: SnapshotFrom<TMachine>) => string;
  /** `before` is the state the event is sent in. */
  describeEvent: (event: EventFromLogic<TMachine>, before: SnapshotFrom<TMachine> | undefined) => string;
}
