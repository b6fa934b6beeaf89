// The customer's address book: Magento's createCustomerAddress / updateCustomerAddress /
// deleteCustomerAddress, `customer.addresses` and the `countries` / `country` queries. A customer
// only ever sees and changes their own addresses. The rules are domain/address.ts.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type AddressDraft, type AddressProblem, validateAddress } from '../../domain/address.ts';
import { COUNTRIES, type CountryRules, countryName, countryRules } from '../../domain/countries.ts';
import type {
  Country,
  CustomerAddress,
  CustomerAddressInput,
  CustomerResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../graphql/generated/resolvers.ts';
import type { Db } from '../db/client.ts';
import { customerAddresses } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { customerIdOf } from './customer-resolvers.ts';
import { assertName, type NameField, nameNotValid, requireCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { catalogSession } from './session.ts';

export type AddressRow = typeof customerAddresses.$inferSelect;

export const COUNTRY_NOT_AVAILABLE = "The country isn't available.";
export const addressNotFound = (id: number) => `Could not find a address with ID "${id}"`;
export const addressNotOwned = (id: number) =>
  `Current customer does not have permission to address with ID "${id}"`;

/** Magento's labels of the address fields, as its validation messages name them. */
const FIELD_LABELS: Record<AddressProblem['field'], string> = {
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  telephone: 'telephone',
  street: 'street',
  city: 'city',
  postcode: 'postcode',
  country_code: 'countryId',
  region: 'regionId',
  vat_id: 'vat_id',
};

/** The first broken rule as Magento's message. */
export function addressProblemMessage(problem: AddressProblem): string {
  const label = FIELD_LABELS[problem.field];
  switch (problem.rule) {
    case 'required':
      return `"${label}" is required. Enter and try again.`;
    case 'maxLength':
      return `"${label}" cannot be longer than ${problem.max} characters.`;
    case 'invalidName':
      return nameNotValid(problem.field);
    case 'maxLines':
      return `"Street Address" cannot contain more than ${problem.max} lines.`;
    case 'format':
      return `Provided Zip/Postal Code seems to be invalid. Example: ${problem.example}.`;
    case 'unknownCountry':
      return `Invalid value of "${label}" provided for the countryId field.`;
    case 'unknownRegion':
      return `Invalid value of "${label}" provided for the regionId field.`;
  }
}

export function addressView(row: AddressRow): CustomerAddress {
  return {
    __typename: 'CustomerAddress',
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    telephone: row.telephone,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_code: row.countryCode as CustomerAddress['country_code'],
    region: {
      __typename: 'CustomerAddressRegion',
      region_code: row.regionCode,
      region: row.region,
      region_id: row.regionId,
    },
    region_id: row.regionId,
    vat_id: row.vatId,
    default_billing: row.isDefaultBilling,
    default_shipping: row.isDefaultShipping,
  };
}

export function countryView(country: CountryRules, language: string): Country {
  return {
    __typename: 'Country',
    id: country.code,
    two_letter_abbreviation: country.code,
    three_letter_abbreviation: country.code3,
    full_name_locale: countryName(country.code, language),
    full_name_english: countryName(country.code, 'en'),
    available_regions: country.regions.map((r) => ({
      __typename: 'Region',
      id: r.id,
      code: r.code,
      name: r.name,
    })),
  };
}

/** The customer's addresses, default billing first, then default shipping, then oldest first. */
export function listAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(
      desc(customerAddresses.isDefaultBilling),
      desc(customerAddresses.isDefaultShipping),
      asc(customerAddresses.id),
    );
}

/**
 * One of the customer's addresses (checkout's `customer_address_id` uses this too). Unknown id:
 * Magento's no-such-entity error; another customer's: its authorization error.
 */
export async function customerAddress(db: Db, customerId: number, id: number): Promise<AddressRow> {
  const [row] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, id)).limit(1);
  if (!row) throw new CommerceError(addressNotFound(id), 'graphql-no-such-entity');
  if (row.customerId !== customerId) throw new CommerceError(addressNotOwned(id), 'graphql-authorization');
  return row;
}

function validOrThrow(draft: AddressDraft) {
  const result = validateAddress(draft);
  if (!result.ok) throw new CommerceError(addressProblemMessage(result.problems[0] as AddressProblem));
  return result.address;
}

const optional = (value: string | null | undefined) => value?.trim() || null;

/** An optional name of the address (middle name, prefix, suffix), checked by the name rule. */
function optionalName(field: NameField, value: string | null | undefined): string | null {
  assertName(field, value);
  return optional(value);
}

/** The input merged over the stored address: fields the input leaves out keep their value. */
function mergedDraft(row: AddressRow, input: CustomerAddressInput): AddressDraft {
  const regionOfRow = { region_id: row.regionId, region_code: row.regionCode, region: row.region };
  const countryChanged = input.country_code != null && input.country_code !== row.countryCode;
  return {
    firstname: input.firstname ?? row.firstname,
    lastname: input.lastname ?? row.lastname,
    company: input.company !== undefined ? input.company : row.company,
    telephone: input.telephone ?? row.telephone,
    street: input.street ?? row.street,
    city: input.city ?? row.city,
    postcode: input.postcode ?? row.postcode,
    country_code: input.country_code ?? row.countryCode,
    // A new country drops the old country's region unless the input names one.
    region: input.region !== undefined ? input.region : countryChanged ? null : regionOfRow,
    vat_id: input.vat_id !== undefined ? input.vat_id : row.vatId,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Makes the address the only default billing and/or shipping address of its customer. */
async function takeDefaults(tx: Tx, customerId: number, id: number, billing: boolean, shipping: boolean) {
  if (billing)
    await tx
      .update(customerAddresses)
      .set({ isDefaultBilling: false })
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.isDefaultBilling, true),
          ne(customerAddresses.id, id),
        ),
      );
  if (shipping)
    await tx
      .update(customerAddresses)
      .set({ isDefaultShipping: false })
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.isDefaultShipping, true),
          ne(customerAddresses.id, id),
        ),
      );
}

export async function createAddress(
  db: Db,
  customerId: number,
  input: CustomerAddressInput,
): Promise<AddressRow> {
  const address = validOrThrow(input);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ billing: customerAddresses.isDefaultBilling, shipping: customerAddresses.isDefaultShipping })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .for('update');
    // The first address (or the first after the defaults were given up) becomes the default.
    const billing = input.default_billing ?? !existing.some((a) => a.billing);
    const shipping = input.default_shipping ?? !existing.some((a) => a.shipping);
    await takeDefaults(tx, customerId, -1, billing, shipping);
    const [row] = await tx
      .insert(customerAddresses)
      .values({
        customerId,
        firstname: address.firstname,
        lastname: address.lastname,
        middlename: optionalName('middlename', input.middlename),
        prefix: optionalName('prefix', input.prefix),
        suffix: optionalName('suffix', input.suffix),
        company: address.company,
        telephone: address.telephone,
        street: address.street,
        city: address.city,
        postcode: address.postcode,
        countryCode: address.countryCode,
        regionId: address.region.id,
        regionCode: address.region.code,
        region: address.region.name,
        vatId: address.vatId,
        isDefaultBilling: billing,
        isDefaultShipping: shipping,
      })
      .returning();
    return row as AddressRow;
  });
}

export async function updateAddress(
  db: Db,
  customerId: number,
  id: number,
  input: CustomerAddressInput,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, id))
      .for('update');
    if (!locked) throw new CommerceError(addressNotFound(id), 'graphql-no-such-entity');
    if (locked.customerId !== customerId)
      throw new CommerceError(addressNotOwned(id), 'graphql-authorization');
    const address = validOrThrow(mergedDraft(locked, input));
    // Magento: a default is given up by making another address the default, not by unticking it.
    const billing = locked.isDefaultBilling || input.default_billing === true;
    const shipping = locked.isDefaultShipping || input.default_shipping === true;
    await takeDefaults(tx, customerId, id, input.default_billing === true, input.default_shipping === true);
    const [row] = await tx
      .update(customerAddresses)
      .set({
        firstname: address.firstname,
        lastname: address.lastname,
        middlename:
          input.middlename !== undefined ? optionalName('middlename', input.middlename) : locked.middlename,
        prefix: input.prefix !== undefined ? optionalName('prefix', input.prefix) : locked.prefix,
        suffix: input.suffix !== undefined ? optionalName('suffix', input.suffix) : locked.suffix,
        company: address.company,
        telephone: address.telephone,
        street: address.street,
        city: address.city,
        postcode: address.postcode,
        countryCode: address.countryCode,
        regionId: address.region.id,
        regionCode: address.region.code,
        region: address.region.name,
        vatId: address.vatId,
        isDefaultBilling: billing,
        isDefaultShipping: shipping,
        updatedAt: new Date(),
      })
      .where(eq(customerAddresses.id, id))
      .returning();
    return row as AddressRow;
  });
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, id))
      .for('update');
    if (!locked) throw new CommerceError(addressNotFound(id), 'graphql-no-such-entity');
    if (locked.customerId !== customerId)
      throw new CommerceError(addressNotOwned(id), 'graphql-authorization');
    if (locked.isDefaultBilling)
      throw new CommerceError(
        `Customer Address ${id} is set as default billing address and can not be deleted`,
        'graphql-input',
        'ADDRESS_IS_DEFAULT',
      );
    if (locked.isDefaultShipping)
      throw new CommerceError(
        `Customer Address ${id} is set as default shipping address and can not be deleted`,
        'graphql-input',
        'ADDRESS_IS_DEFAULT',
      );
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
  });
}

async function storeLanguage(ctx: CommerceContext): Promise<string> {
  return (await catalogSession(ctx).store()).language;
}

export const addressQueries: QueryResolvers<CommerceContext> = {
  countries: async (_root, _args, ctx) => {
    const language = await storeLanguage(ctx);
    return COUNTRIES.map((c) => countryView(c, language));
  },
  country: async (_root, args, ctx) => {
    const country = countryRules(args.id);
    if (!country) throw new CommerceError(COUNTRY_NOT_AVAILABLE, 'graphql-no-such-entity');
    return countryView(country, await storeLanguage(ctx));
  },
};

export const addressMutations: MutationResolvers<CommerceContext> = {
  createCustomerAddress: async (_root, { input }, ctx) => {
    const customer = await requireCustomer(ctx);
    return addressView(await createAddress(ctx.db, customer.id, input));
  },
  updateCustomerAddress: async (_root, { id, input }, ctx) => {
    const customer = await requireCustomer(ctx);
    return addressView(await updateAddress(ctx.db, customer.id, id, input ?? {}));
  },
  deleteCustomerAddress: async (_root, { id }, ctx) => {
    const customer = await requireCustomer(ctx);
    await deleteAddress(ctx.db, customer.id, id);
    return true;
  },
};

// The address list of a customer is read once per request, whichever fields ask for it.
const addressLists = new WeakMap<CommerceContext, Map<number, Promise<AddressRow[]>>>();

function addressesOf(ctx: CommerceContext, parent: object): Promise<AddressRow[]> {
  const customerId = customerIdOf(parent);
  if (customerId === undefined) return Promise.resolve([]);
  let lists = addressLists.get(ctx);
  if (!lists) {
    lists = new Map();
    addressLists.set(ctx, lists);
  }
  let list = lists.get(customerId);
  if (!list) {
    list = listAddresses(ctx.db, customerId);
    lists.set(customerId, list);
  }
  return list;
}

export const customerAddressFields: CustomerResolvers<CommerceContext> = {
  addresses: async (parent, _args, ctx) => (await addressesOf(ctx, parent)).map(addressView),
  default_billing: async (parent, _args, ctx) =>
    (await addressesOf(ctx, parent)).find((a) => a.isDefaultBilling)?.id.toString() ?? null,
  default_shipping: async (parent, _args, ctx) =>
    (await addressesOf(ctx, parent)).find((a) => a.isDefaultShipping)?.id.toString() ?? null,
};
