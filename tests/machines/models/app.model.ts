import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { appMachine, OVERLAYS } from '../../../machines/app.machine.ts';
import { GUEST_APP_INPUT } from '../app-stubs.ts';
import { coveringPaths } from './covering-paths.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof appMachine>;
type Event = EventFromLogic<typeof appMachine>;

function overlayOf(snapshot: Snapshot): string {
  const { overlay } = snapshot.value;
  return typeof overlay === 'string' ? overlay : overlay.open;
}

/** What defines the app's UI state: the page's access, the mobile menu and the open overlay (children are tested on their own). */
export function describeAppState(snapshot: Snapshot): string {
  const afterLogin = snapshot.context.afterLogin ? `, after login ${snapshot.context.afterLogin}` : '';
  return `${String(snapshot.value.customer)}, page ${String(snapshot.value.page)}, menu ${String(snapshot.value.mobileMenu)}, overlay ${overlayOf(snapshot)}${afterLogin}`;
}

export function describeAppEvent(event: Event): string {
  switch (event.type) {
    case 'ui.overlay.open':
      return `open ${event.overlay}`;
    case 'app.notify':
      return 'notify';
    case 'login.requested':
      return `?login=1${event.redirect ? ` redirect ${event.redirect}` : ''}`;
    default:
      return event.type;
  }
}

function shape(snapshot: Snapshot): string {
  return `${String(snapshot.value.customer)}${snapshot.context.afterLogin ? ' (after login)' : ''}, page ${String(snapshot.value.page)}, menu ${String(snapshot.value.mobileMenu)}, overlay ${overlayOf(snapshot) === 'none' ? 'none' : 'open'}`;
}

function stepKind(event: Event, before: Snapshot): string {
  if (event.type === 'login.requested') return `${event.type} ${event.redirect ? 'redirect' : ''}`;
  if (event.type !== 'ui.overlay.open') return event.type;
  const current = overlayOf(before);
  return current === 'none'
    ? 'open overlay'
    : current === event.overlay
      ? 'open same overlay'
      : 'open other overlay';
}

export const appTestModel = createTestModel(appMachine, {
  events: [
    ...OVERLAYS.map((overlay) => ({ type: 'ui.overlay.open' as const, overlay })),
    {
      type: 'app.notify',
      notification: { message: { id: 'qa.saved', message: 'Saved' }, type: 'success' },
    },
    { type: 'page.restricted' },
    { type: 'page.public' },
    { type: 'ui.newsletterModal.offer' },
    { type: 'login.requested', redirect: '/de/customer/my-profile/' },
    { type: 'login.requested', redirect: null },
    { type: 'session.loggedIn' },
    { type: 'session.loggedOut' },
  ],
  input: GUEST_APP_INPUT,
  serializeState: describeAppState,
});

export const appModel: MachineModel<typeof appMachine> = {
  machine: appMachine,
  // Every state by its shortest path, and every kind of step once.
  paths: () => [
    ...appTestModel.getShortestPaths(),
    ...coveringPaths(
      appTestModel,
      (before, event, after) => `${shape(before)} --${stepKind(event, before)}--> ${shape(after)}`,
    ),
  ],
  describeState: describeAppState,
  describeEvent: describeAppEvent,
};
