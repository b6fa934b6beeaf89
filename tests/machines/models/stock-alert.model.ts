import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type StockAlertInput, stockAlertMachine } from '../../../machines/stock-alert.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof stockAlertMachine>;
type Event = EventFromLogic<typeof stockAlertMachine>;

/** The seed's out-of-stock six-month pack of iron. */
export const OUT_OF_STOCK_INPUT: StockAlertInput = { sku: 'EISEN-6M' };
export const EMAIL = 'kunde@example.de';
export const REFUSED = {
  message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  code: 'STOCK_ALERT_EMAIL_INVALID',
};

export function describeStockAlertState(snapshot: Snapshot): string {
  const { email, error } = snapshot.context;
  const who = email ? ` for ${email}` : '';
  return `${String(snapshot.value)}${who}${error ? ' (refused)' : ''}`;
}

export function describeStockAlertEvent(event: Event): string {
  if (event.type === 'stockAlert.submit') return `submit ${event.email}`;
  return actorResult(event)?.kind === 'error' ? 'subscribe fails' : 'subscribe succeeds';
}

function stockAlertEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('submitting'))
    return [actorDone<Event>('subscribe', true), actorError<Event>('subscribe', REFUSED)];
  if (snapshot.matches('idle') || snapshot.matches('failed'))
    return [{ type: 'stockAlert.submit', email: EMAIL }];
  return [];
}

export const stockAlertTestModel = createTestModel(modelMachine(stockAlertMachine), {
  input: OUT_OF_STOCK_INPUT,
  events: stockAlertEvents,
  filterEvents: (_snapshot, event) => event.type !== 'stockAlert.submit' || 'email' in event,
  serializeState: describeStockAlertState,
});

export const stockAlertModel: MachineModel<typeof stockAlertMachine> = {
  machine: stockAlertMachine,
  paths: () =>
    coveringPaths(
      stockAlertTestModel,
      (before, event, after) =>
        `${describeStockAlertState(before)} --${describeStockAlertEvent(event)}--> ${describeStockAlertState(after)}`,
    ),
  describeState: describeStockAlertState,
  describeEvent: describeStockAlertEvent,
};
