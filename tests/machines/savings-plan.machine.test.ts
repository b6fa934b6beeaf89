import { savingsPlanFlow } from '../../src/lib/actors/savings-plan.ts';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  actionComplete,
  allowedActions,
  cancelDateRange,
  cancellationEffect,
  CARD_CHECKS,
  type CardReturn,
  initialAction,
  type PerformInput,
  type SavingsPlanActionKind,
  type SavingsPlanSnapshot,
} from '../../machines/savings-plan.machine.ts';
import { recordTransitions } from './coverage.ts';
import { createStubs } from './stub-actors.ts';

const TODAY = '2026-11-25';
const ACTIVE: SavingsPlanSnapshot = {
  uid: 'plan-1',
  status: 'ACTIVE',
  interval: 'MONTHLY',
  quantity: 1,
  product_sku: 'PRO-MAG-1M',
  next_delivery_on: '2026-12-25',
  deliveries_made: 1,
  earliest_cancellation_on: '2026-12-25',
  can_cancel_now: false,
};
const AFTER_TERM: SavingsPlanSnapshot = { ...ACTIVE, deliveries_made: 2, can_cancel_now: true };
const PAUSED: SavingsPlanSnapshot = { ...ACTIVE, status: 'PAUSED' };
const CANCELLED: SavingsPlanSnapshot = { ...ACTIVE, status: 'CANCELLED', next_delivery_on: null };
const REFUSED = { code: 'NOT_FOUND', message: 'No such entity.' };
const CARD_CHECK_MS = 5;
/** Lets the shortened card-check delay pass. */
const afterCardCheck = () => new Promise((resolve) => setTimeout(resolve, CARD_CHECK_MS * 3));
const WAITING_FOR_CARD: SavingsPlanSnapshot = {
  ...ACTIVE,
  payment_method: { type: 'invoice' },
  card_setup_pending: true,
};
const PAID_BY_CARD: SavingsPlanSnapshot = {
  ...ACTIVE,
  payment_method: { type: 'stripe' },
  card_setup_pending: false,
};

function start(open: SavingsPlanActionKind | null = null, cardReturn: CardReturn | null = null) {
  const stubs = createStubs();
  // The app's adapter (src/lib/actors/savings-plan.ts) with a transport that waits for the test.
  const load = stubs.call<SavingsPlanSnapshot, { uid: string }>('load');
  const goToProvider = stubs.action('goToProvider');
  const machine = savingsPlanFlow({
    load: (uid) => load({ uid }),
    perform: stubs.call<SavingsPlanSnapshot, PerformInput>('perform'),
    startCardSetup: stubs.call<{ redirectUrl: string }, string>('startCardSetup'),
    goToProvider: (url) => goToProvider(undefined, { url }),
    // The named delay between two reads of a plan waiting for its card, shortened for the tests.
  }).provide({ delays: { cardCheck: CARD_CHECK_MS } });
  const actor = createActor(machine, {
    input: { uid: 'plan-1', today: TODAY, open, cardReturn },
    inspect: recordTransitions,
  });
  actor.start();
  return { ...stubs, actor, state: () => actor.getSnapshot() };
}

async function viewing(plan: SavingsPlanSnapshot = ACTIVE) {
  const flow = start();
  await flow.settle('load', 'done', plan);
  return flow;
}

describe('savings plan machine', () => {
  it('reads the plan by its uid and shows it', async () => {
    const flow = start();
    expect(flow.state().matches('loading')).toBe(true);
    expect(flow.actors).toEqual([{ actor: 'load', input: { uid: 'plan-1' } }]);
    await flow.settle('load', 'done', ACTIVE);
    expect(flow.state().matches('viewing')).toBe(true);
    expect(flow.state().context.plan).toEqual(ACTIVE);
  });

  it('says so when the plan cannot be read, and reads it again on retry', async () => {
    const flow = start();
    await flow.settle('load', 'error', REFUSED);
    expect(flow.state().matches('loadFailed')).toBe(true);
    expect(flow.state().context.error).toEqual(REFUSED);
    flow.actor.send({ type: 'plan.retry' });
    expect(flow.state().matches('loading')).toBe(true);
    expect(flow.actorNames()).toEqual(['load', 'load']);
    await flow.settle('load', 'done', ACTIVE);
    expect(flow.state().context.error).toBeNull();
  });

  it('skips the next delivery after a confirmation and reports it done', async () => {
    const flow = await viewing();
    flow.actor.send({ type: 'plan.request', action: { kind: 'skip' } });
    expect(flow.state().matches('confirming')).toBe(true);
    expect(flow.actorNames()).toEqual(['load']);
    flow.actor.send({ type: 'plan.confirm' });
    expect(flow.state().matches('submitting')).toBe(true);
    expect(flow.actors.at(-1)).toEqual({
      actor: 'perform',
      input: { uid: 'plan-1', action: { kind: 'skip' } },
    });
    const skipped = { ...ACTIVE, next_delivery_on: '2027-01-25' };
    await flow.settle('perform', 'done', skipped);
    expect(flow.state().matches('viewing')).toBe(true);
    expect(flow.state().context.plan).toEqual(skipped);
    expect(flow.state().context.done).toBe('skip');
    expect(flow.state().context.pending).toBeNull();
  });

  it('goes back without calling anything when the shopper dismisses the confirmation', async () => {
    const flow = await viewing();
    flow.actor.send({ type: 'plan.request', action: { kind: 'deliverNow' } });
    flow.actor.send({ type: 'plan.dismiss' });
    expect(flow.state().matches('viewing')).toBe(true);
    expect(flow.state().context.pending).toBeNull();
    expect(flow.actorNames()).toEqual(['load']);
  });

  it('pauses only until a date after today, as edited in the confirmation', async () => {
    const flow = await viewing();
    flow.actor.send({ type: 'plan.request', action: { kind: 'pause', until: '' } });
    flow.actor.send({ type: 'plan.confirm' });
    expect(flow.state().matches('confirming')).toBe(true);
    flow.actor.send({ type: 'plan.edit', action: { kind: 'pause', until: TODAY } });
    flow.actor.send({ type: 'plan.confirm' });
    expect(flow.state().matches('confirming')).toBe(true);
    // An edit of another kind of action does not replace the one being confirmed.
    flow.actor.send({ type: 'plan.edit', action: { kind: 'cancel', desiredOn: '2026-12-25' } });
    expect(flow.state().context.pending).toEqual({ kind: 'pause', until: TODAY });
    flow.actor.send({ type: 'plan.edit', action: { kind: 'pause', until: '2027-02-01' } });
    flow.actor.send({ type: 'plan.confirm' });
    expect(flow.actors.at(-1)).toEqual({
      actor: 'perform',
      input: { uid: 'plan-1', action: { kind: 'pause', until: '2027-02-01' } },
    });
    await flow.settle('perform', 'done', { ...PAUSED, next_delivery_on: '2027-02-25' });
    expect(flow.state().context.plan?.status).toBe('PAUSED');
    expect(flow.state().context.done).toBe('pause');
  });

  it('offers resume only on a paused plan and nothing on a cancelled one', async () => {
    const active = await viewing(ACTIVE);
    active.actor.send({ type: 'plan.request', action: { kind: 'resume' } });
    expect(active.state().matches('viewing')).toBe(true);
    const paused = await viewing(PAUSED);
    paused.actor.send({ type: 'plan.request', action: { kind: 'skip' } });
    expect(paused.state().matches('viewing')).toBe(true);
    paused.actor.send({ type: 'plan.request', action: { kind: 'resume' } });
    expect(paused.state().matches('confirming')).toBe(true);
    const cancelled = await viewing(CANCELLED);
    cancelled.actor.send({ type: 'plan.request', action: { kind: 'cancel', desiredOn: '2026-12-25' } });
    expect(cancelled.state().matches('viewing')).toBe(true);
    expect(allowedActions(CANCELLED)).toEqual([]);
    // A cancellation already requested is not requested again.
    const ending = await viewing({ ...ACTIVE, cancels_on: '2026-12-25' });
    ending.actor.send({ type: 'plan.request', action: { kind: 'cancel', desiredOn: '2026-12-25' } });
    expect(ending.state().matches('viewing')).toBe(true);
    expect(allowedActions({ ...ACTIVE, cancels_on: '2026-12-25' })).not.toContain('cancel');
  });

  it('keeps a refused change, retries the same action and can give it up', async () => {
    const flow = await viewing();
    const change = { kind: 'change', interval: 'QUARTERLY', quantity: 1, sku: 'PRO-MAG-1M' } as const;
    flow.actor.send({ type: 'plan.request', action: change });
    flow.actor.send({ type: 'plan.confirm' });
    await flow.settle('perform', 'error', REFUSED);
    expect(flow.state().matches('failed')).toBe(true);
    expect(flow.state().context.error).toEqual(REFUSED);
    expect(flow.state().context.plan).toEqual(ACTIVE);
    flow.actor.send({ type: 'plan.retry' });
    expect(flow.actors.at(-1)).toEqual({ actor: 'perform', input: { uid: 'plan-1', action: change } });
    await flow.settle('perform', 'error', REFUSED);
    flow.actor.send({ type: 'plan.dismiss' });
    expect(flow.state().matches('viewing')).toBe(true);
    expect(flow.state().context.error).toBeNull();
    expect(flow.state().context.done).toBeNull();
  });

  it('tells when a cancellation takes effect by the minimum term', () => {
    expect(cancellationEffect(ACTIVE)).toEqual({ when: 'afterDelivery', date: '2026-12-25' });
    expect(cancellationEffect({ ...ACTIVE, can_cancel_now: true })).toEqual({ when: 'now' });
  });

  it.each([
    ['the earliest date', ACTIVE, '2026-12-25', { when: 'afterDelivery', date: '2026-12-25' }],
    ['a later date', ACTIVE, '2027-02-01', { when: 'onDate', date: '2027-02-01' }],
    ['today after the minimum term', AFTER_TERM, TODAY, { when: 'now' }],
    ['a later date after the minimum term', AFTER_TERM, '2026-12-01', { when: 'onDate', date: '2026-12-01' }],
  ] as const)('with an end date chosen, %s: %o', (_, plan, desiredOn, effect) => {
    expect(cancellationEffect(plan, { today: TODAY, desiredOn })).toEqual(effect);
  });

  it('cancels on the earliest possible date by default, or on a chosen later one', async () => {
    expect(cancelDateRange(ACTIVE, TODAY)).toEqual({ earliest: '2026-12-25', latest: '2027-12-26' });
    expect(cancelDateRange(AFTER_TERM, TODAY)).toEqual({ earliest: TODAY, latest: '2027-11-26' });
    const flow = await viewing();
    flow.actor.send({ type: 'plan.request', action: { kind: 'cancel', desiredOn: '2026-12-25' } });
    // Before the 2nd delivery, after a year, or no date: the machine does not send it.
    for (const desiredOn of ['2026-12-24', '2027-12-27', '', '2027-02-30']) {
      flow.actor.send({ type: 'plan.edit', action: { kind: 'cancel', desiredOn } });
      expect(flow.state().can({ type: 'plan.confirm' }), desiredOn).toBe(false);
      flow.actor.send({ type: 'plan.confirm' });
      expect(flow.state().matches('confirming')).toBe(true);
    }
    flow.actor.send({ type: 'plan.edit', action: { kind: 'cancel', desiredOn: '2027-03-01' } });
    flow.actor.send({ type: 'plan.confirm' });
    expect(flow.actors.at(-1)).toEqual({
      actor: 'perform',
      input: { uid: 'plan-1', action: { kind: 'cancel', desiredOn: '2027-03-01' } },
    });
    await flow.settle('perform', 'done', { ...ACTIVE, cancels_on: '2027-03-01' });
    expect(flow.state().context.done).toBe('cancel');
    expect(flow.state().context.plan?.cancels_on).toBe('2027-03-01');
  });

  it('sends a change only when it changes something and has every value', () => {
    const change = { kind: 'change', interval: 'MONTHLY', quantity: 1, sku: 'PRO-MAG-1M' } as const;
    expect(actionComplete(change, ACTIVE, TODAY)).toBe(false);
    expect(actionComplete({ ...change, quantity: 2 }, ACTIVE, TODAY)).toBe(true);
    expect(actionComplete({ ...change, quantity: 0 }, ACTIVE, TODAY)).toBe(false);
    expect(actionComplete({ ...change, quantity: 21 }, ACTIVE, TODAY)).toBe(false);
    expect(actionComplete({ ...change, sku: 'PRO-MAG-3M' }, ACTIVE, TODAY)).toBe(true);
    expect(actionComplete({ kind: 'address', addressId: null }, ACTIVE, TODAY)).toBe(false);
    expect(actionComplete({ kind: 'address', addressId: 4 }, ACTIVE, TODAY)).toBe(true);
    expect(actionComplete({ kind: 'payment', code: '' }, ACTIVE, TODAY)).toBe(false);
    expect(actionComplete({ kind: 'payment', code: 'checkmo' }, ACTIVE, TODAY)).toBe(true);
  });

  describe('opened from a link with an action (the reminder mail: ?action=skip|change)', () => {
    it('confirms skipping the next delivery as soon as the plan is loaded', async () => {
      const flow = start('skip');
      expect(flow.state().matches('loading')).toBe(true);
      await flow.settle('load', 'done', ACTIVE);
      expect(flow.state().matches('confirming')).toBe(true);
      expect(flow.state().context.pending).toEqual({ kind: 'skip' });
      expect(flow.state().context.unavailable).toBeNull();
      // Nothing is sent before the shopper confirms.
      expect(flow.actorNames()).toEqual(['load']);
      flow.actor.send({ type: 'plan.confirm' });
      expect(flow.actors.at(-1)).toEqual({
        actor: 'perform',
        input: { uid: 'plan-1', action: { kind: 'skip' } },
      });
      await flow.settle('perform', 'done', { ...ACTIVE, next_delivery_on: '2027-01-25' });
      expect(flow.state().matches('viewing')).toBe(true);
      expect(flow.state().context.done).toBe('skip');
      // Back on the page, the link's action is not opened again.
      expect(flow.state().context.open).toBeNull();
    });

    it("opens a change with the plan's own values, after a failed first read too", async () => {
      const flow = start('change');
      await flow.settle('load', 'error', REFUSED);
      expect(flow.state().matches('loadFailed')).toBe(true);
      flow.actor.send({ type: 'plan.retry' });
      await flow.settle('load', 'done', { ...ACTIVE, quantity: 2, interval: 'QUARTERLY' });
      expect(flow.state().matches('confirming')).toBe(true);
      expect(flow.state().context.pending).toEqual({
        kind: 'change',
        interval: 'QUARTERLY',
        quantity: 2,
        sku: 'PRO-MAG-1M',
      });
      // Unchanged values are not sent; the shopper changes one first.
      expect(flow.state().can({ type: 'plan.confirm' })).toBe(false);
      flow.actor.send({
        type: 'plan.edit',
        action: { kind: 'change', interval: 'MONTHLY', quantity: 2, sku: 'PRO-MAG-1M' },
      });
      expect(flow.state().can({ type: 'plan.confirm' })).toBe(true);
      flow.actor.send({ type: 'plan.dismiss' });
      expect(flow.state().matches('viewing')).toBe(true);
    });

    it('shows the plan and says the action is not possible when the plan does not allow it', async () => {
      // A paused plan has no next delivery to skip.
      const flow = start('skip');
      await flow.settle('load', 'done', PAUSED);
      expect(flow.state().matches('viewing')).toBe(true);
      expect(flow.state().context.pending).toBeNull();
      expect(flow.state().context.unavailable).toBe('skip');
      // Whatever the shopper does next replaces the notice.
      flow.actor.send({ type: 'plan.request', action: { kind: 'resume' } });
      expect(flow.state().matches('confirming')).toBe(true);
      expect(flow.state().context.unavailable).toBeNull();
      const ended = start('change');
      await ended.settle('load', 'done', CANCELLED);
      expect(ended.state().matches('viewing')).toBe(true);
      expect(ended.state().context.unavailable).toBe('change');
    });

    it('opens nothing without an action', async () => {
      const flow = await viewing();
      expect(flow.state().context.unavailable).toBeNull();
      expect(flow.state().context.pending).toBeNull();
    });
  });

  it('starts each action with the values of the plan', () => {
    expect(initialAction('pause', ACTIVE, TODAY)).toEqual({ kind: 'pause', until: '' });
    expect(initialAction('payment', { ...ACTIVE, payment_method: { type: 'invoice' } }, TODAY)).toEqual({
      kind: 'payment',
      code: 'invoice',
    });
    expect(initialAction('payment', ACTIVE, TODAY)).toEqual({ kind: 'payment', code: '' });
    expect(initialAction('address', ACTIVE, TODAY)).toEqual({ kind: 'address', addressId: null });
    expect(initialAction('cancel', ACTIVE, TODAY)).toEqual({ kind: 'cancel', desiredOn: '2026-12-25' });
    expect(initialAction('deliverNow', ACTIVE, TODAY)).toEqual({ kind: 'deliverNow' });
  });

  describe("card payment: the card is saved on the provider's page", () => {
    it('confirming card sends the customer to the provider instead of changing the plan', async () => {
      const flow = await viewing({ ...ACTIVE, payment_method: { type: 'invoice' } });
      flow.actor.send({ type: 'plan.request', action: { kind: 'payment', code: 'invoice' } });
      flow.actor.send({ type: 'plan.edit', action: { kind: 'payment', code: 'stripe' } });
      flow.actor.send({ type: 'plan.confirm' });
      expect(flow.state().matches('startingCardSetup')).toBe(true);
      expect(flow.state().hasTag('busy')).toBe(true);
      expect(flow.actors.at(-1)).toEqual({ actor: 'startCardSetup', input: 'plan-1' });
      await flow.settle('startCardSetup', 'done', { redirectUrl: 'https://pay.example/cs_1' });
      expect(flow.state().matches('leaving')).toBe(true);
      expect(flow.actions).toEqual([{ action: 'goToProvider', params: { url: 'https://pay.example/cs_1' } }]);
      // The plan itself is not changed here (only the provider's confirmation does that).
      expect(flow.actorNames()).not.toContain('perform');
    });

    it('a refused start is kept; retry asks again; back returns to the plan', async () => {
      const flow = await viewing();
      flow.actor.send({ type: 'plan.request', action: { kind: 'payment', code: 'stripe' } });
      flow.actor.send({ type: 'plan.confirm' });
      const down = { code: 'SAVINGS_PLAN_CARD_SETUP_FAILED', message: 'not now' };
      await flow.settle('startCardSetup', 'error', down);
      expect(flow.state().matches('failed')).toBe(true);
      expect(flow.state().context.error).toEqual(down);
      flow.actor.send({ type: 'plan.retry' });
      expect(flow.state().matches('startingCardSetup')).toBe(true);
      expect(flow.actorNames()).toEqual(['load', 'startCardSetup', 'startCardSetup']);
      await flow.settle('startCardSetup', 'error', down);
      flow.actor.send({ type: 'plan.dismiss' });
      expect(flow.state().matches('viewing')).toBe(true);
      expect(flow.actions).toEqual([]);
    });

    it('back with the card saved: reads the plan again until the confirmation arrived', async () => {
      const flow = start(null, 'saved');
      await flow.settle('load', 'done', WAITING_FOR_CARD);
      expect(flow.state().matches('awaitingCard')).toBe(true);
      expect(flow.state().hasTag('cardPending')).toBe(true);
      await afterCardCheck();
      expect(flow.state().matches('checkingCard')).toBe(true);
      expect(flow.actorNames()).toEqual(['load', 'load']);
      await flow.settle('load', 'done', WAITING_FOR_CARD);
      expect(flow.state().matches('awaitingCard')).toBe(true);
      await afterCardCheck();
      await flow.settle('load', 'done', PAID_BY_CARD);
      expect(flow.state().matches('viewing')).toBe(true);
      expect(flow.state().context.done).toBe('payment');
      expect(flow.state().context.cardNotice).toBeNull();
      expect(flow.state().context.plan).toEqual(PAID_BY_CARD);
    });

    it('a plan already paid by card when the customer is back: done at once', async () => {
      const flow = start(null, 'saved');
      await flow.settle('load', 'done', PAID_BY_CARD);
      expect(flow.state().matches('viewing')).toBe(true);
      expect(flow.state().context.done).toBe('payment');
    });

    it(`says the confirmation is outstanding after ${CARD_CHECKS} reads, or when a read fails`, async () => {
      const flow = start(null, 'saved');
      await flow.settle('load', 'done', WAITING_FOR_CARD);
      for (let i = 0; i < CARD_CHECKS; i++) {
        expect(flow.state().matches('awaitingCard')).toBe(true);
        await afterCardCheck();
        await flow.settle('load', 'done', WAITING_FOR_CARD);
      }
      expect(flow.state().matches('viewing')).toBe(true);
      expect(flow.state().context.cardNotice).toBe('pending');
      expect(flow.state().context.done).toBeNull();
      expect(flow.actorNames()).toHaveLength(CARD_CHECKS + 1);

      const failing = start(null, 'saved');
      await failing.settle('load', 'done', WAITING_FOR_CARD);
      await afterCardCheck();
      await failing.settle('load', 'error', REFUSED);
      expect(failing.state().matches('viewing')).toBe(true);
      expect(failing.state().context.cardNotice).toBe('pending');
      expect(failing.state().context.plan).toEqual(WAITING_FOR_CARD);
    });

    it('back cancelled, or the card not saved: the payment method is unchanged, and the page says so', async () => {
      const cancelled = start(null, 'cancelled');
      await cancelled.settle('load', 'done', { ...ACTIVE, payment_method: { type: 'invoice' } });
      expect(cancelled.state().matches('viewing')).toBe(true);
      expect(cancelled.state().context.cardNotice).toBe('notSaved');
      // The next action replaces the notice.
      cancelled.actor.send({ type: 'plan.request', action: { kind: 'skip' } });
      expect(cancelled.state().context.cardNotice).toBeNull();
      const expired = start(null, 'saved');
      await expired.settle('load', 'done', {
        ...ACTIVE,
        payment_method: { type: 'invoice' },
        card_setup_pending: false,
      });
      expect(expired.state().context.cardNotice).toBe('notSaved');
      expect(expired.state().context.done).toBeNull();
    });
  });
});
