import type { EventObject, Snapshot } from 'xstate';
import type { StatePath, TestModel, TestPath } from 'xstate/graph';

/**
 * Test paths that walk every *kind* of step of a model once, each by the shortest
 * route: `classify(before, event, after)` names the kind of a step (e.g. "shown 3,
 * waiting 0 --push new--> shown 3, waiting 1"), and for each kind the path is the
 * shortest path to the first state where that step can be taken, plus the step.
 * Plain shortest paths only reach each state once, so steps that lead back to a
 * state seen before (closing, clearing, ignored duplicates) would never be walked.
 * Paths contained in a longer one are dropped.
 */
export function coveringPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  classify: (before: TSnapshot, event: TEvent, after: TSnapshot) => string,
): Array<TestPath<TSnapshot, TEvent>> {
  const { serializeState } = model.options;
  if (!serializeState) throw new Error('coveringPaths needs a model with serializeState');
  const serialize = (snapshot: TSnapshot) => serializeState(snapshot, undefined, undefined);
  const toState = new Map<string, StatePath<TSnapshot, TEvent>>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    toState.set(serialize(path.state), path);
  }
  const adjacency = model.getAdjacencyMap();
  const byLength = [...toState.entries()].sort(([, a], [, b]) => a.weight - b.weight);
  const seen = new Set<string>();
  const paths: Array<StatePath<TSnapshot, TEvent>> = [];
  for (const [serialized, head] of byLength) {
    const transitions = adjacency[serialized as keyof typeof adjacency]?.transitions ?? {};
    for (const { event, state: after } of Object.values(transitions)) {
      const kind = classify(head.state, event, after);
      if (seen.has(kind)) continue;
      seen.add(kind);
      paths.push({ state: after, steps: [...head.steps, { state: after, event }], weight: head.weight + 1 });
    }
  }
  return model.getPaths(() => paths);
}
