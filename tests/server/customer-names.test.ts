// Finding 10 of the security review: customer names of 900 KB with CRLF and URLs were accepted
// and mailed verbatim. Names are now limited to 255 characters (Magento's varchar) and refused
// with control characters, characters outside Magento's name rule or web addresses, with
// Magento's messages, wherever a name is entered (registration, profile, address book).
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

type Auth = { headers: Record<string, string> };

const CREATE_V2 =
  'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname prefix } } }';
const CREATE_OLD =
  'mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { firstname lastname } } }';
const UPDATE =
  'mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname prefix suffix } } }';
const CREATE_ADDRESS =
  'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id firstname lastname middlename } }';
const UPDATE_ADDRESS =
  'mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id firstname } }';

const address = {
  firstname: 'Erika',
  lastname: 'Muster',
  telephone: '+49 30 1234',
  street: ['Hauptstraße 1'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  region: { region_id: 82 },
};

let counter = 0;
const newEmail = () => `name${++counter}@example.com`;

async function signUp(): Promise<Auth> {
  const email = newEmail();
  const created = await gql(t.app, CREATE_V2, {
    input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' },
  });
  expect(created.errors).toBeUndefined();
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: 'geheim123' },
  );
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken.token}` } };
}

const messages = (res: { errors?: { message: string }[] }) => (res.errors ?? []).map((e) => e.message);

const BAD_NAMES: [string, string][] = [
  ['CRLF and a mail header', 'Erika\r\nBcc: all@example.com'],
  ['a line feed', 'Erika\nMuster'],
  ['a tab', 'Erika\tMuster'],
  ['an escape sequence', 'Erika\u001b[31m'],
  ['a bidi override', 'Erika\u202emoc.live'],
  ['a URL', 'http://evil.example/win'],
  ['a domain', 'Visit evil.com'],
  ['www.', 'www.evil'],
  ['an angle bracket', '<b>Erika</b>'],
];

describe('registration', () => {
  it.each(BAD_NAMES)('refuses a first name with %s', async (_what, firstname) => {
    const res = await gql(t.app, CREATE_V2, {
      input: { email: newEmail(), password: 'geheim123', firstname, lastname: 'Muster' },
    });
    expect(messages(res)).toEqual(['First Name is not valid!']);
    expect(res.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input' });
  });

  it('refuses a last name of 60 KB, and one just over 255 characters, by its length; one of 900 KB with the request', async () => {
    for (const lastname of ['x'.repeat(60_000), 'x'.repeat(256)]) {
      const res = await gql(t.app, CREATE_V2, {
        input: { email: newEmail(), password: 'geheim123', firstname: 'Erika', lastname },
      });
      expect(messages(res)).toEqual(['"lastname" cannot be longer than 255 characters.']);
    }
    // Larger than any request the API takes (README, "Limits on GraphQL requests"): refused unread.
    const huge = await gql(t.app, CREATE_V2, {
      input: { email: newEmail(), password: 'geheim123', firstname: 'Erika', lastname: 'x'.repeat(900_000) },
    });
    expect(messages(huge)).toEqual([expect.stringMatching(/^Max request size should be 65536 bytes/)]);
  });

  it('refuses a bad prefix, and the older createCustomer too', async () => {
    const prefixed = await gql(t.app, CREATE_V2, {
      input: {
        email: newEmail(),
        password: 'geheim123',
        firstname: 'Erika',
        lastname: 'Muster',
        prefix: 'Dr.\r\n',
      },
    });
    // Surrounding whitespace is trimmed; inside a name a line break is refused.
    expect(prefixed.errors).toBeUndefined();
    const bad = await gql(t.app, CREATE_V2, {
      input: {
        email: newEmail(),
        password: 'geheim123',
        firstname: 'Erika',
        lastname: 'Muster',
        prefix: 'Dr.\r\nX',
      },
    });
    expect(messages(bad)).toEqual(['Name Prefix is not valid!']);
    const old = await gql(t.app, CREATE_OLD, {
      input: { email: newEmail(), password: 'geheim123', firstname: 'Erika', lastname: 'www.evil.de' },
    });
    expect(messages(old)).toEqual(['Last Name is not valid!']);
  });

  it('accepts real names of 255 characters and names from many languages', async () => {
    for (const [firstname, lastname] of [
      ['Anna-Lena', "O'Brien"],
      ['Zoë', 'Nguyễn'],
      ['José María', 'Ørsted & Söhne'],
      ['J. R. R.', 'St.Claire'],
      ['Łukasz', 'x'.repeat(255)],
    ]) {
      const res = await gql(t.app, CREATE_V2, {
        input: { email: newEmail(), password: 'geheim123', firstname, lastname },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data.createCustomerV2).toMatchObject({ customer: { firstname, lastname } });
    }
  });
});

describe('profile', () => {
  it('refuses bad names and keeps the stored ones', async () => {
    const auth = await signUp();
    expect(messages(await gql(t.app, UPDATE, { input: { firstname: 'Eve\r\nBcc: x@y.z' } }, auth))).toEqual([
      'First Name is not valid!',
    ]);
    expect(messages(await gql(t.app, UPDATE, { input: { suffix: 'see shop.de' } }, auth))).toEqual([
      'Name Suffix is not valid!',
    ]);
    expect(messages(await gql(t.app, UPDATE, { input: { lastname: 'y'.repeat(256) } }, auth))).toEqual([
      '"lastname" cannot be longer than 255 characters.',
    ]);
    const res = await gql<{ updateCustomerV2: { customer: Record<string, unknown> } }>(
      t.app,
      UPDATE,
      { input: { prefix: 'Prof. Dr.' } },
      auth,
    );
    expect(res.data.updateCustomerV2.customer).toEqual({
      firstname: 'Erika',
      lastname: 'Muster',
      prefix: 'Prof. Dr.',
      suffix: null,
    });
  });
});

describe('address book', () => {
  it('refuses bad names in new and changed addresses', async () => {
    const auth = await signUp();
    expect(
      messages(await gql(t.app, CREATE_ADDRESS, { input: { ...address, lastname: 'Muster\r\nX' } }, auth)),
    ).toEqual(['Last Name is not valid!']);
    expect(
      messages(await gql(t.app, CREATE_ADDRESS, { input: { ...address, middlename: 'http://x.y' } }, auth)),
    ).toEqual(['Middle Name is not valid!']);
    expect(
      messages(await gql(t.app, CREATE_ADDRESS, { input: { ...address, firstname: 'z'.repeat(256) } }, auth)),
    ).toEqual(['"firstname" cannot be longer than 255 characters.']);

    const created = await gql<{ createCustomerAddress: { id: number } }>(
      t.app,
      CREATE_ADDRESS,
      { input: { ...address, middlename: 'Maria' } },
      auth,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createCustomerAddress.id;
    expect(
      messages(await gql(t.app, UPDATE_ADDRESS, { id, input: { firstname: 'Eve\u0007' } }, auth)),
    ).toEqual(['First Name is not valid!']);
  });
});
