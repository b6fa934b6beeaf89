import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

const ADDRESS_FIELDS = `id firstname lastname company telephone street city postcode country_code
  region { region_code region region_id } region_id vat_id default_billing default_shipping`;
const CREATE = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }';
const BOOK = `{ customer { email default_billing default_shipping addresses { ${ADDRESS_FIELDS} } } }`;

type Address = Record<string, unknown> & { id: number };

const home = {
  firstname: 'Erika',
  lastname: 'Muster',
  telephone: '+49 30 1234',
  street: ['Hauptstraße 1', '', 'Hinterhaus'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  region: { region_id: 82 },
};

async function customerToken(email: string): Promise<{ headers: Record<string, string> }> {
  const created = await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' } },
  );
  expect(created.errors).toBeUndefined();
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: 'geheim123' },
  );
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken.token}` } };
}

async function create(auth: { headers: Record<string, string> }, input: Record<string, unknown>) {
  return gql<{ createCustomerAddress: Address | null }>(t.app, CREATE, { input }, auth);
}

describe('address book', () => {
  it('creates the first address as default billing and shipping, empty street lines dropped', async () => {
    const a = await customerToken('book-a@example.com');
    const res = await create(a, home);
    expect(res.errors).toBeUndefined();
    const address = res.data.createCustomerAddress as Address;
    expect(address).toEqual({
      id: expect.any(Number),
      firstname: 'Erika',
      lastname: 'Muster',
      company: null,
      telephone: '+49 30 1234',
      street: ['Hauptstraße 1', 'Hinterhaus'],
      city: 'Berlin',
      postcode: '10115',
      country_code: 'DE',
      region: { region_code: 'BER', region: 'Berlin', region_id: 82 },
      region_id: 82,
      vat_id: null,
      default_billing: true,
      default_shipping: true,
    });
    const book = await gql<{ customer: Record<string, unknown> }>(t.app, BOOK, {}, a);
    expect(book.data.customer).toMatchObject({
      default_billing: String(address.id),
      default_shipping: String(address.id),
      addresses: [address],
    });
  });

  it('moves a default to a new address and lists the default billing address first', async () => {
    const a = await customerToken('book-b@example.com');
    const first = (await create(a, home)).data.createCustomerAddress as Address;
    const second = (await create(a, { ...home, city: 'Hamburg', postcode: '20095', region: null })).data
      .createCustomerAddress as Address;
    expect(second).toMatchObject({ default_billing: false, default_shipping: false });
    const moved = await gql<{ updateCustomerAddress: Address }>(
      t.app,
      UPDATE,
      { id: second.id, input: { default_shipping: true } },
      a,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateCustomerAddress).toMatchObject({ city: 'Hamburg', default_shipping: true });
    const book = await gql<{
      customer: { default_billing: string; default_shipping: string; addresses: Address[] };
    }>(t.app, BOOK, {}, a);
    expect(book.data.customer.default_billing).toBe(String(first.id));
    expect(book.data.customer.default_shipping).toBe(String(second.id));
    expect(book.data.customer.addresses.map((x) => [x.id, x.default_billing, x.default_shipping])).toEqual([
      [first.id, true, false],
      [second.id, false, true],
    ]);
  });

  it('edits only the fields given; a new country drops the old region', async () => {
    const a = await customerToken('book-c@example.com');
    const address = (await create(a, { ...home, company: 'Muster GmbH' })).data
      .createCustomerAddress as Address;
    const edited = await gql<{ updateCustomerAddress: Address }>(
      t.app,
      UPDATE,
      {
        id: address.id,
        input: {
          street: ['Seestrasse 5', 'c/o Muster', 'Enge', '3. Stock'],
          city: 'Zürich',
          postcode: '8002',
          country_code: 'CH',
          region: { region_code: 'ZH' },
        },
      },
      a,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateCustomerAddress).toMatchObject({
      firstname: 'Erika',
      company: 'Muster GmbH',
      street: ['Seestrasse 5', 'c/o Muster', 'Enge', '3. Stock'],
      country_code: 'CH',
      region: { region_code: 'ZH', region: 'Zürich', region_id: 129 },
    });
    const toFrance = await gql<{ updateCustomerAddress: Address }>(
      t.app,
      UPDATE,
      { id: address.id, input: { country_code: 'FR', postcode: '75001', city: 'Paris', company: null } },
      a,
    );
    expect(toFrance.data.updateCustomerAddress).toMatchObject({
      company: null,
      country_code: 'FR',
      region: { region_code: null, region: null, region_id: null },
    });
  });

  it("refuses invalid addresses with Magento's messages and stores nothing", async () => {
    const a = await customerToken('book-d@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, firstname: '  ' }, '"firstname" is required. Enter and try again.'],
      [{ ...home, street: [] }, '"street" is required. Enter and try again.'],
      [{ ...home, street: ['a', 'b', 'c', 'd', 'e'] }, '"Street Address" cannot contain more than 4 lines.'],
      [{ ...home, postcode: '123' }, 'Provided Zip/Postal Code seems to be invalid. Example: 12345.'],
      [{ ...home, country_code: null }, '"countryId" is required. Enter and try again.'],
      [
        { ...home, country_code: 'CH', postcode: '8001', region: null },
        '"regionId" is required. Enter and try again.',
      ],
      [
        { ...home, region: { region_id: 120 } },
        'Invalid value of "regionId" provided for the regionId field.',
      ],
      [{ ...home, city: 'x'.repeat(300) }, '"city" cannot be longer than 255 characters.'],
    ];
    for (const [input, message] of cases) {
      const res = await create(a, input);
      expect(res.errors?.[0]?.message, message).toBe(message);
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    const book = await gql<{ customer: { addresses: Address[] } }>(t.app, BOOK, {}, a);
    expect(book.data.customer.addresses).toEqual([]);
  });

  it('answers a country outside the list with a 400, not a server error', async () => {
    const a = await customerToken('book-e@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...a.headers },
      payload: { query: CREATE, variables: { input: { ...home, country_code: 'US' } } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps default addresses: they cannot be deleted, others can', async () => {
    const a = await customerToken('book-f@example.com');
    const first = (await create(a, home)).data.createCustomerAddress as Address;
    const second = (
      await create(a, { ...home, city: 'Potsdam', postcode: '14467', region: { region_code: 'BRG' } })
    ).data.createCustomerAddress as Address;
    const refused = await gql(t.app, DELETE, { id: first.id }, a);
    expect(refused.errors?.[0]).toMatchObject({
      message: `Customer Address ${first.id} is set as default billing address and can not be deleted`,
      extensions: { code: 'ADDRESS_IS_DEFAULT' },
    });
    const deleted = await gql<{ deleteCustomerAddress: boolean }>(t.app, DELETE, { id: second.id }, a);
    expect(deleted.data.deleteCustomerAddress).toBe(true);
    const again = await gql(t.app, DELETE, { id: second.id }, a);
    expect(again.errors?.[0]).toMatchObject({
      message: `Could not find a address with ID "${second.id}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    const book = await gql<{ customer: { addresses: Address[] } }>(t.app, BOOK, {}, a);
    expect(book.data.customer.addresses.map((x) => x.id)).toEqual([first.id]);
  });
});

describe('authorization', () => {
  it("gives customer B nothing of customer A's addresses", async () => {
    const a = await customerToken('owner-a@example.com');
    const b = await customerToken('owner-b@example.com');
    const address = (await create(a, home)).data.createCustomerAddress as Address;

    const bookB = await gql<{ customer: { addresses: Address[]; default_billing: string | null } }>(
      t.app,
      BOOK,
      {},
      b,
    );
    expect(bookB.data.customer.addresses).toEqual([]);
    expect(bookB.data.customer.default_billing).toBeNull();

    const notYours = `Current customer does not have permission to address with ID "${address.id}"`;
    const update = await gql(t.app, UPDATE, { id: address.id, input: { city: 'Gestohlen' } }, b);
    expect(update.errors?.[0]).toMatchObject({
      message: notYours,
      extensions: { category: 'graphql-authorization' },
    });
    expect(update.data).toEqual({ updateCustomerAddress: null });
    const remove = await gql(t.app, DELETE, { id: address.id }, b);
    expect(remove.errors?.[0]).toMatchObject({
      message: notYours,
      extensions: { category: 'graphql-authorization' },
    });

    const bookA = await gql<{ customer: { addresses: Address[] } }>(t.app, BOOK, {}, a);
    expect(bookA.data.customer.addresses).toEqual([address]);
  });

  it('refuses guests and revoked tokens', async () => {
    const notAuthorized = "The current customer isn't authorized.";
    const guest = await create({ headers: {} }, home);
    expect(guest.errors?.[0]).toMatchObject({
      message: notAuthorized,
      extensions: { category: 'graphql-authorization' },
    });
    const a = await customerToken('revoked@example.com');
    await gql(t.app, 'mutation { revokeCustomerToken { result } }', {}, a);
    for (const [query, variables] of [
      [CREATE, { input: home }],
      [UPDATE, { id: 1, input: { city: 'x' } }],
      [DELETE, { id: 1 }],
    ] as const) {
      const res = await gql(t.app, query, variables, a);
      expect(res.errors?.[0]?.message).toBe(notAuthorized);
    }
  });
});

describe('countries', () => {
  it('lists the countries in the store view language with their regions', async () => {
    const q =
      '{ countries { id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english available_regions { id code name } } }';
    const de = await gql<{ countries: Record<string, unknown>[] }>(t.app, q, {}, { store: 'de' });
    expect(de.data.countries).toHaveLength(29);
    const germany = de.data.countries.find((c) => c.id === 'DE');
    expect(germany).toMatchObject({
      two_letter_abbreviation: 'DE',
      three_letter_abbreviation: 'DEU',
      full_name_locale: 'Deutschland',
      full_name_english: 'Germany',
    });
    expect(germany?.available_regions).toContainEqual({ id: 81, code: 'BAY', name: 'Bayern' });
    const en = await gql<{ countries: Record<string, unknown>[] }>(t.app, q, {}, { store: 'ch_en' });
    expect(en.data.countries.find((c) => c.id === 'CH')).toMatchObject({ full_name_locale: 'Switzerland' });
  });

  it('answers one country, and a no-such-entity error for an unknown one', async () => {
    const one = await gql<{ country: Record<string, unknown> }>(
      t.app,
      '{ country(id: "AT") { id full_name_locale available_regions { code } } }',
      {},
      { store: 'en' },
    );
    expect(one.data.country).toMatchObject({ id: 'AT', full_name_locale: 'Austria' });
    expect((one.data.country.available_regions as unknown[]).length).toBe(9);
    const unknown = await gql(t.app, '{ country(id: "US") { id } }');
    expect(unknown.errors?.[0]).toMatchObject({
      message: "The country isn't available.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});
