import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type PurchaseModalInput,
  type PurchaseModalProduct,
  purchaseModalMachine,
} from '../../../machines/purchase-modal.machine.ts';
import type { BackendError } from '../../../machines/session.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { type ActorResultEvent, actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof purchaseModalMachine>;
type Event = EventFromLogic<typeof purchaseModalMachine>;

export const MAGNESIUM = 'PRO-MAG-1M';
export const OMEGA_3 = 'OMEGA-3';
export const IRON_6M = 'EISEN-6M';
export const OMEGA_3_3M_UID = btoa('configurable/190/3');
export const CART_LINE_UID = 'uid-PRO-MAG-1M';

/**
 * The seed's one-month Pro Magnesium pack as a simple product with 2 left and savings-plan options
 * for -N- (monthly, quarterly) and -R- (monthly). The fixtures are products of the seed
 * (server/db/seed/catalog-products.ts), so the paths QA prints name products the shop has.
 */
export const MAGNESIUM_PRODUCT: PurchaseModalProduct = {
  sku: MAGNESIUM,
  name: 'Pro Magnesium',
  type: 'SimpleProduct',
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: 2,
  subscription: {
    optionSkus: ['PRO-MAG-1M-N-1M', 'PRO-MAG-1M-N-3M', 'PRO-MAG-1M-R-1M'],
  },
  related_products: [{ sku: 'OMEGA-3-1M', name: 'Omega-3 capsules 1 month' }],
  content: '60 capsules',
};

export const OMEGA_3_PRODUCT: PurchaseModalProduct = {
  sku: OMEGA_3,
  name: 'Omega-3 capsules',
  type: 'ConfigurableProduct',
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  // The seed's value uid of the three-month pack: base64('configurable/190/3').
  variants: [{ valueUid: OMEGA_3_3M_UID, sku: 'OMEGA-3-3M', label: '3 months' }],
};

export const IRON_6M_PRODUCT: PurchaseModalProduct = {
  sku: IRON_6M,
  name: 'Iron complex 6 months',
  type: 'SimpleProduct',
  stock_status: 'OUT_OF_STOCK',
  only_x_left_in_stock: null,
};

export const PRODUCTS: Readonly<Record<string, PurchaseModalProduct>> = {
  [MAGNESIUM]: MAGNESIUM_PRODUCT,
  [OMEGA_3]: OMEGA_3_PRODUCT,
  [IRON_6M]: IRON_6M_PRODUCT,
};

/** A call that got no answer, as the app's actors report it (src/lib/commerce-actors.ts). */
export const NETWORK_ERROR: BackendError = { message: 'Failed to fetch', code: 'NETWORK' };

const done = (id: string, output: unknown) => actorDone<Event>(id, output);
const error = (id: string, failure: unknown) => actorError<Event>(id, failure);

function where(snapshot: Snapshot): string {
  const { value } = snapshot;
  return typeof value === 'string' ? value : `open.${String(value.open)}`;
}

/** What defines the modal's state: where it is, what it was opened for, and the customer's choice. */
export function describePurchaseModalState(snapshot: Snapshot): string {
  const { request, product, purchaseMode, quantities, interval, variantUid, submittedSku } = snapshot.context;
  const at = where(snapshot);
  if (snapshot.matches('closed')) return at;
  const opened = `${request.sku ?? 'no SKU'}${request.mode === 'default' ? '' : ` (${request.mode})`}${request.outOfStock ? ' (listed out of stock)' : ''}`;
  if (!snapshot.matches({ open: 'loaded' }) && !snapshot.matches({ open: 'submitting' })) {
    return `${at} ${opened}`;
  }
  const variant =
    product?.type === 'ConfigurableProduct' ? `, variant ${variantName(product, variantUid) ?? 'none'}` : '';
  const sent = submittedSku ? `, sent ${submittedSku}` : '';
  return `${at} ${opened}: ${purchaseMode}, ${quantities.oneTime}/${quantities.onGoing}, ${interval}${variant}${sent}`;
}

/** A pack by its label ('3 months'); a value uid the product does not list, as it is. */
function variantName(product: PurchaseModalProduct | null, valueUid: string | null): string | null {
  if (valueUid === null) return null;
  return product?.variants?.find((variant) => variant.valueUid === valueUid)?.label ?? valueUid;
}

function describeResult(event: ActorResultEvent): string {
  const result = actorResult(event);
  if (!result) return event.type;
  if (result.kind === 'error') return `${result.id} fails`;
  const product = event.output as PurchaseModalProduct | undefined;
  return `${result.id} returns ${product?.name ?? 'ok'}`;
}

export function describePurchaseModalEvent(event: Event, before?: Snapshot): string {
  switch (event.type) {
    case 'purchaseModal.open':
      return `open ${event.sku ?? 'without SKU'}${event.mode ? ` (${event.mode})` : ''}${event.outOfStock ? ' listed as out of stock' : ''}`;
    case 'purchaseModal.setPurchaseMode':
      return `choose ${event.purchaseMode}`;
    case 'purchaseModal.setInterval':
      return `choose ${event.interval}`;
    case 'purchaseModal.setQuantity':
      return `set quantity ${event.quantity}`;
    case 'purchaseModal.selectVariant':
      return `select the ${variantName(before?.context.product ?? null, event.valueUid)} pack`;
    case 'cart.itemAdded':
      return `cart added ${event.sku}${event.showRelatedProducts ? ' (single item of 1)' : ''}`;
    case 'cart.itemNotAdded':
      return `cart refused ${event.sku}`;
    default:
      return describeResult(event);
  }
}

const OPENS: readonly Event[] = [
  { type: 'purchaseModal.open', sku: MAGNESIUM },
  { type: 'purchaseModal.open', sku: null },
  { type: 'purchaseModal.open', sku: OMEGA_3 },
  { type: 'purchaseModal.open', sku: IRON_6M },
  // 'Add to Cart' on a product card that lists the six-month iron pack as out of stock.
  { type: 'purchaseModal.open', sku: IRON_6M, outOfStock: true, productName: 'Iron complex 6 months' },
  { type: 'purchaseModal.open', sku: MAGNESIUM, mode: 'cartUpdate', cartItemUid: CART_LINE_UID, quantity: 2 },
  { type: 'purchaseModal.open', sku: MAGNESIUM, mode: 'relatedProducts' },
];

/** What may happen in each state: the user's events, the cart's answers and each result of the running actor. */
function purchaseModalEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('closed')) return [...OPENS];
  const { request, submittedSku } = snapshot.context;
  const open: Event[] = [
    { type: 'purchaseModal.close' },
    // A login while the modal is open: the customer is now of group 4 (no savings plan).
    { type: 'purchaseModal.sessionChanged', customerGroup: 4, loggedIn: true },
    { type: 'purchaseModal.open', sku: request.sku },
    { type: 'purchaseModal.open', sku: request.sku === OMEGA_3 ? MAGNESIUM : OMEGA_3 },
    error('cartResults', new Error('listener failed')),
  ];
  if (snapshot.matches({ open: 'loading' })) {
    const product = PRODUCTS[request.sku ?? ''];
    return [...open, done('loadProduct', product), error('loadProduct', NETWORK_ERROR)];
  }
  if (snapshot.matches({ open: 'error' })) return [...open, { type: 'purchaseModal.retry' }];
  if (snapshot.matches({ open: 'loaded' })) {
    return [
      ...open,
      { type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' },
      { type: 'purchaseModal.setPurchaseMode', purchaseMode: 'oneTime' },
      { type: 'purchaseModal.setInterval', interval: 'quarterly' },
      { type: 'purchaseModal.setQuantity', quantity: 3 },
      { type: 'purchaseModal.setQuantity', quantity: 0 },
      { type: 'purchaseModal.selectVariant', valueUid: OMEGA_3_3M_UID },
      { type: 'purchaseModal.selectVariant', valueUid: 'v-unknown' },
      { type: 'purchaseModal.submit' },
    ];
  }
  if (snapshot.matches({ open: 'submitting' })) {
    const sku = submittedSku ?? '';
    const cart = { id: 'guest-1', total_quantity: 1, items: [], applied_coupons: null };
    return [
      ...open,
      { type: 'cart.itemAdded', cart, sku, quantity: 1, showRelatedProducts: true },
      { type: 'cart.itemAdded', cart, sku, quantity: 1, showRelatedProducts: false },
      { type: 'cart.itemAdded', cart, sku: 'OTHER', quantity: 1, showRelatedProducts: false },
      { type: 'cart.itemNotAdded', sku },
    ];
  }
  return open;
}

export function purchaseModalTestModel(input: PurchaseModalInput) {
  return createTestModel(modelMachine(purchaseModalMachine), {
    input,
    events: purchaseModalEvents,
    serializeState: describePurchaseModalState,
  });
}

/** A guest (offered -N-), and a customer of group 4 (no savings plan). */
export const purchaseModalTestModels = {
  guest: purchaseModalTestModel({ customerGroup: null, loggedIn: false }),
  group4: purchaseModalTestModel({ customerGroup: 4, loggedIn: true }),
};

function shape(snapshot: Snapshot): string {
  if (snapshot.matches('closed')) return 'closed';
  const { product, request } = snapshot.context;
  return `${where(snapshot)} ${request.mode} ${product?.type ?? ''} ${product?.stock_status ?? ''}`;
}

function stepKind(event: Event, before: Snapshot): string {
  if (actorResult(event)) return describeResult(event);
  switch (event.type) {
    case 'purchaseModal.open':
      return `open ${event.sku === null ? 'no SKU' : event.sku === before.context.request.sku ? 'same' : 'other'} ${event.mode ?? ''}${event.outOfStock ? ' out of stock' : ''}`;
    case 'cart.itemAdded':
      return `added ${event.sku === before.context.submittedSku ? 'own' : 'other'} ${event.showRelatedProducts}`;
    case 'purchaseModal.setQuantity':
      return `${event.type} ${event.quantity > 0 ? '>0' : '0'}`;
    case 'purchaseModal.setPurchaseMode':
      return `${event.type} ${event.purchaseMode}`;
    default:
      return event.type;
  }
}

export const purchaseModalModel: MachineModel<typeof purchaseModalMachine> = {
  machine: purchaseModalMachine,
  // For a guest: every kind of step once. For group 4: the shortest paths to an open modal.
  paths: () => [
    ...coveringPaths(
      purchaseModalTestModels.guest,
      (before, event, after) => `${shape(before)} --${stepKind(event, before)}--> ${shape(after)}`,
    ),
    ...purchaseModalTestModels.group4.getShortestPaths().filter((path) => path.steps.length <= 3),
  ],
  describeState: describePurchaseModalState,
  describeEvent: describePurchaseModalEvent,
};
