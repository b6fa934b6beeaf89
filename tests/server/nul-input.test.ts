// Finding 8 of the security review: a NUL in a content path or parameter gave HTTP 500, and in
// any GraphQL string that reaches the database an internal error (PostgreSQL cannot hold U+0000
// in text). Such input is a 400 with a message that names the value; junk bodies are 400 too.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

const ADDRESS_MESSAGE = 'The request address contains a NUL character (%00), which is not allowed.';

describe('NUL in the request address', () => {
  it.each([
    '/typo3-api/de/%00',
    '/typo3-api/de/ratgeber%00/',
    '/typo3-api/de/magento-content/?path=%00',
    '/typo3-api/de/magento-login-sync/?logintype=login&user=%00',
    '/typo3-api/%00/',
    '/fileadmin/content/hero%00.svg',
    '/media/catalog/product/cache/thumb/pro-mag%00/front.webp',
    '/search/collections/products_de/documents/search?q=a%00&query_by=name&x-typesense-api-key=vitalshop-search-only',
    '/de/produkt%00',
  ])('GET %s is a 400 that says why', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(ADDRESS_MESSAGE);
  });

  it('a GraphQL GET with %00 gets a GraphQL input error', async () => {
    const res = await t.app.inject({ url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D&x=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: null,
      errors: [
        { message: ADDRESS_MESSAGE, extensions: { category: 'graphql-input', code: 'INVALID_INPUT' } },
      ],
    });
  });

  it('an escaped percent sign (%2500) is ordinary text', async () => {
    const res = await t.app.inject({ url: '/typo3-api/de/ratgeber%2500/' });
    expect(res.statusCode).toBe(404);
  });
});

async function post(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });
  return {
    status: res.statusCode,
    body: res.json() as { errors?: { message: string; extensions?: unknown }[] },
  };
}

const inputError = (message: string) => ({
  data: null,
  errors: [{ message, extensions: { category: 'graphql-input', code: 'INVALID_INPUT' } }],
});

describe('NUL in GraphQL strings', () => {
  it.each([
    [
      '{ products(search: "a\\u0000") { total_count } }',
      '"search" contains a NUL character, which is not allowed.',
    ],
    [
      '{ products(filter: { sku: { eq: "x\\u0000" } }) { total_count } }',
      '"filter.sku.eq" contains a NUL character, which is not allowed.',
    ],
    ['{ cart(cart_id: "\\u0000") { id } }', '"cart_id" contains a NUL character, which is not allowed.'],
    ['{ route(url: "a\\u0000.html") { type } }', '"url" contains a NUL character, which is not allowed.'],
    [
      '{ isEmailAvailable(email: "a\\u0000@b.de") { is_email_available } }',
      '"email" contains a NUL character, which is not allowed.',
    ],
  ])('literal in %s', async (query, message) => {
    expect(await post(query)).toEqual({ status: 400, body: inputError(message) });
  });

  it.each([
    [
      'query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }',
      { e: 'a\u0000@b.de' },
      '"variables.e"',
    ],
    [
      'mutation($i: CustomerInput!) { createCustomer(input: $i) { customer { email } } }',
      { i: { email: 'nul@example.com', password: 'secret123', firstname: 'A\u0000', lastname: 'B' } },
      '"variables.i.firstname"',
    ],
    [
      'mutation($c: String!, $s: String!) { addProductsToCart(cart_id: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { id } } }',
      { c: 'abc', s: 'vit\u0000' },
      '"variables.s"',
    ],
  ])('variable of %s', async (query, variables, where) => {
    expect(await post(query, variables)).toEqual({
      status: 400,
      body: inputError(`${where} contains a NUL character, which is not allowed.`),
    });
  });

  it('variables in a GET request, escaped as \\u0000 in JSON', async () => {
    const query = encodeURIComponent('query($s: String) { products(search: $s) { total_count } }');
    const variables = encodeURIComponent(JSON.stringify({ s: 'a\u0000' }));
    const res = await t.app.inject({ url: `/graphql?query=${query}&variables=${variables}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(inputError('"$s" contains a NUL character, which is not allowed.'));
  });

  it('the same strings without NUL still work', async () => {
    const { status, body } = await post('query($s: String) { products(search: $s) { total_count } }', {
      s: 'vitamin',
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('NUL in other JSON bodies', () => {
  it('a search with a NUL is a 400 in the search API’s shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/search/multi_search?x-typesense-api-key=vitalshop-search-only',
      payload: { searches: [{ collection: 'products_de', q: 'a\u0000', query_by: 'name' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '"searches[0].q" contains a NUL character, which is not allowed.',
    });
  });
});

describe('junk GraphQL bodies are request errors, never internal ones', () => {
  it.each([
    [{ query: '0' }, 'Syntax Error: Unexpected Int "0".'],
    [{ query: 5 }, null],
    [{ query: {} }, null],
    [[1], null],
    ['x', null],
    [{ query: '{ storeConfig { store_code } }', variables: 'x' }, null],
  ])('%j', async (payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { errors: { message: string }[] }).errors;
    expect(errors.length).toBeGreaterThan(0);
    if (message) expect(errors[0]?.message).toBe(message);
    expect(JSON.stringify(errors)).not.toContain('An error occurred');
  });
});
