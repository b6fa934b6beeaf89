import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, attached on demand only: when the URL has `?inspect` or
 * `localStorage.inspect === '1'`. The package is loaded with a dynamic import, so it
 * is a separate chunk that production visitors never download.
 */

export type Inspect = Observer<InspectionEvent>;

interface Where {
  search: string;
  storage: Pick<Storage, 'getItem'> | undefined;
}

function currentWhere(): Where {
  if (typeof window === 'undefined') return { search: '', storage: undefined };
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined; // blocked storage (privacy settings) means: no inspector
  }
  return { search: window.location.search, storage };
}

export function isInspectorRequested({ search, storage }: Where = currentWhere()): boolean {
  if (new URLSearchParams(search).has('inspect')) return true;
  try {
    return storage?.getItem('inspect') === '1';
  } catch {
    return false;
  }
}

/** The inspector's `inspect` observer when it was asked for, else `undefined`. */
export async function loadInspector(where: Where = currentWhere()): Promise<Inspect | undefined> {
  if (!isInspectorRequested(where)) return undefined;
  if (attached) return attached;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  attached = createBrowserInspector().inspect;
  return attached;
}

let attached: Inspect | undefined;

/** Attaches an inspection observer for every actor created from now on (tests attach their own). */
export function attachInspector(inspect: Inspect | undefined): void {
  attached = inspect;
}

/**
 * The options every actor a view creates passes on (purchase modal, stock alert, store switch,
 * search overlay, checkout, account forms, savings plans): with the inspector on, these
 * flow-scoped actors show in Stately Inspect beside the root actor and its children.
 */
export function inspectOptions(): { inspect?: Inspect } {
  return attached ? { inspect: attached } : {};
}
