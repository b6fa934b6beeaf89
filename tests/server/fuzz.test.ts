// Property-based fuzzing of every GraphQL operation and every HTTP route (issue 8): malformed and
// hostile input (NUL and control characters, huge strings, deep nesting, wrong types, repeated
// fields, aliases, junk bodies and headers) is a 4xx or a GraphQL input error, never a 5xx, an
// internal error or a stack trace. Bounded in runs per target and in time, so the whole file
// stays well under a minute on a busy machine; a failure prints its seed and the smallest input.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import {
  buildSchema,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  typeFromAST,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readCommerceSchema } from '../../server/commerce/plugin.ts';
import { resolvers } from '../../server/commerce/resolvers.ts';
import { useTestApp } from './helper.ts';

function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

const t = useTestApp({
  captcha: false,
  clientDir: clientDir(),
  // The Stripe webhook checks signatures of what the fuzzer sends; no request leaves this process.
  stripe: { secretKey: 'sk_test_fuzz', webhookSecret: 'whsec_fuzz', api: null },
});

/**
 * Time for each of the two property groups: after the first round, further rounds stop here.
 * A longer hunt by hand: FUZZ_BUDGET_MS=300000 FUZZ_ROUNDS=40 npx vitest run tests/server/fuzz.test.ts
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS) || 10_000;
const ROUNDS = Number(process.env.FUZZ_ROUNDS) || 0;
const RUNS_PER_OPERATION = ROUNDS || 4;
const RUNS_PER_ROUTE = ROUNDS || 12;

// ---------------------------------------------------------------------------------------------
// Hostile values

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u2028', '\ufeff'];
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\nSet-Cookie: x=1',
  '\u001b[2J\u001b[31mred',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; drop table customers; --',
  '{{7*7}}#{7*7}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '9999999999999999999999',
  '1e309',
  '\ud800',
  '😀'.repeat(3),
  'MQ==',
  'Ym9ndXM=',
  'http://evil.example/',
  'a@b.c',
];

/** A string an attacker might send: random, with control characters, from a list, or huge. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...CONTROL, 'a', '/', '%', '.', ' '), maxLength: 30 }),
  fc.constantFrom(...NASTY),
  fc.integer({ min: 3, max: 6 }).map((n) => 'x'.repeat(10 ** n)),
);

/** Arrays or objects nested up to thousands deep. */
const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'x';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any JSON value of the wrong kind. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  deepNesting,
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
);

const hostileInt = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 100_000, 999_999),
);

/** A value of the input type (mostly), with hostile content; now and then one of the wrong type. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = junkValue;
  if (isNonNullType(type))
    return fc.oneof({ weight: 12, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: wrong });
  const nullable = (a: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 10, arbitrary: a },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: wrong },
    );
  if (isListType(type))
    return nullable(
      depth > 4
        ? fc.constant([])
        : fc.array(valueFor(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 }),
    );
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.name)));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) record[field.name] = valueFor(field.type, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return nullable(fc.record(record, { requiredKeys: required }));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return nullable(hostileInt);
      case 'Float':
        return nullable(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hostileInt));
      case 'Boolean':
        return nullable(fc.boolean());
      default:
        return nullable(hostileString);
    }
  }
  return wrong;
}

// ---------------------------------------------------------------------------------------------
// Targets: the SPA's operations and every root field of the schema

interface Operation {
  name: string;
  query: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

const operationsDir = path.resolve(import.meta.dirname, '../../graphql/operations');

function spaOperations(schema: GraphQLSchema): Operation[] {
  const documents = readdirSync(operationsDir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => parse(readFileSync(path.join(operationsDir, f), 'utf8')));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const doc of documents)
    for (const def of doc.definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const fragmentsOf = (node: OperationDefinitionNode | FragmentDefinitionNode, seen = new Set<string>()) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        seen.add(name);
        const fragment = fragments.get(name);
        if (fragment) fragmentsOf(fragment, seen);
      },
    });
    return seen;
  };
  const operations: Operation[] = [];
  for (const doc of documents) {
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      const used = [...fragmentsOf(def)].map((n) => fragments.get(n)).filter((f) => f !== undefined);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const v of def.variableDefinitions ?? []) {
        const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
        record[v.variable.name.value] = type ? valueFor(type) : junkValue;
      }
      operations.push({
        name: `operation ${def.name?.value ?? '(anonymous)'}`,
        query: [def, ...used].map((d) => print(d)).join('\n'),
        variables: fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>,
      });
    }
  }
  return operations;
}

/** Scalar fields without required arguments, for a selection set of the field's type. */
function leafSelection(type: GraphQLNamedType): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/** Root fields the schema declares but no resolver answers yet (listed when the suite runs). */
const unimplemented: string[] = [];

/** Each root field, asked for under one to three aliases (the same field repeated). */
function rootFieldOperations(schema: GraphQLSchema): Operation[] {
  const roots: [string, Record<string, GraphQLField<unknown, unknown>>, object | undefined][] = [
    ['query', schema.getQueryType()?.getFields() ?? {}, resolvers.Query],
    ['mutation', schema.getMutationType()?.getFields() ?? {}, resolvers.Mutation],
  ];
  const operations: Operation[] = [];
  for (const [kind, fields, implemented] of roots) {
    for (const field of Object.values(fields)) {
      // A field the schema declares ahead of its resolver is work in progress, not an input bug.
      if (!implemented || !(field.name in implemented)) {
        unimplemented.push(`${kind} ${field.name}`);
        continue;
      }
      const args = field.args as readonly GraphQLArgument[];
      const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const call = `${field.name}${args.length ? `(${passed})` : ''} ${leafSelection(getNamedType(field.type))}`;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const a of args) record[a.name] = valueFor(a.type);
      const variables = fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
      for (const aliases of [1, 3]) {
        const selection = Array.from({ length: aliases }, (_, i) => (i ? `a${i}: ${call}` : call)).join('\n');
        operations.push({
          name: `${kind} ${field.name} ×${aliases}`,
          query: `${kind}${declared ? `(${declared})` : ''} {\n${selection}\n}`,
          variables,
        });
      }
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// What every answer must not be

const STACK = /\n\s+at [^\n]+:\d+|node_modules|\.tsx?:\d+:\d+/;

function assertSafe(res: LightMyRequestResponse, label: string): void {
  const where = `${label}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(STACK.test(res.body), where).toBe(false);
  if (String(res.headers['content-type']).includes('json') && res.body.includes('"errors"')) {
    const errors = (JSON.parse(res.body) as { errors?: { extensions?: { code?: string } }[] }).errors ?? [];
    expect(
      errors.filter((e) => e.extensions?.code === 'INTERNAL'),
      where,
    ).toEqual([]);
  }
}

const headerValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcXYZ019 ;,=/:*"\'<>%-_.'.split('')), maxLength: 60 }),
  fc.constantFrom(
    'de',
    'en',
    'ch_de',
    'default',
    'Bearer ',
    'Bearer x',
    'Bearer ' + 'a'.repeat(5000),
    '*/*',
    'null',
  ),
);

/** Headers a client controls: store view, token, captcha, cookies, forwarded, content type. */
const hostileHeaders = fc.record(
  {
    store: headerValue,
    authorization: headerValue,
    'x-recaptcha': headerValue,
    cookie: headerValue,
    'x-forwarded-host': headerValue,
    'x-forwarded-for': headerValue,
    'accept-encoding': headerValue,
    'accept-language': headerValue,
    'if-none-match': headerValue,
    range: headerValue,
  },
  { requiredKeys: [] },
);

/**
 * Runs each target's property once per round, round after round, until `rounds` or the time
 * budget is spent; the first round always runs, so every target is tried at least once. A target
 * that fails is not tried again; every failure (seed, smallest input, answer) is reported at the end.
 */
async function fuzzRounds<T extends { name: string }, V extends unknown[]>(
  targets: T[],
  rounds: number,
  property: (target: T) => fc.IAsyncProperty<V>,
): Promise<{ runs: number; failures: string[] }> {
  const deadline = Date.now() + BUDGET_MS;
  const failed = new Map<string, string>();
  let runs = 0;
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      if (round > 0 && Date.now() > deadline) return { runs, failures: [...failed.values()] };
      if (failed.has(target.name)) continue;
      runs++;
      try {
        await fc.assert(property(target), { numRuns: 1 });
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        failed.set(
          target.name,
          `${target.name}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')} ${cause?.message.split('\n')[0] ?? ''}`,
        );
      }
    }
  }
  return { runs, failures: [...failed.values()] };
}

async function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject(options);
}

describe('fuzz: GraphQL', () => {
  it(
    'every operation of the SPA and every root field answers hostile variables without an internal error',
    async () => {
      // The commerce SDL built with this module's graphql (mercurius may load another build of it).
      const schema = buildSchema(readCommerceSchema());
      const operations = [...spaOperations(schema), ...rootFieldOperations(schema)];
      expect(operations.length).toBeGreaterThan(100);
      if (unimplemented.length) console.warn(`fuzz: no resolver yet for ${unimplemented.join(', ')}`);
      const { runs, failures } = await fuzzRounds(operations, RUNS_PER_OPERATION, (op) =>
        fc.asyncProperty(op.variables, hostileHeaders, fc.boolean(), async (variables, headers, asGet) => {
          const res = asGet
            ? await inject({
                method: 'GET',
                url: `/graphql?${new URLSearchParams({ query: op.query, variables: JSON.stringify(variables) })}`,
                headers,
              })
            : await inject({
                method: 'POST',
                url: '/graphql',
                headers: { ...headers, 'content-type': 'application/json' },
                payload: JSON.stringify({ query: op.query, variables }),
              });
          assertSafe(res, op.name);
        }),
      );
      expect(failures).toEqual([]);
      expect(runs).toBeGreaterThanOrEqual(operations.length);
    },
    BUDGET_MS + 50_000,
  );

  it('malformed request bodies are request errors', async () => {
    const body = fc.oneof(
      junkValue.map((v) => JSON.stringify(v) ?? 'null'),
      fc
        .record(
          { query: junkValue, variables: junkValue, operationName: junkValue, extensions: junkValue },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      fc
        .tuple(
          fc.constantFrom('{ storeConfig { store_code } }', '{ products(search: "a") { total_count } }'),
          fc.integer({ min: 2, max: 60 }),
        )
        .map(([q, n]) => JSON.stringify(Array.from({ length: n }, () => ({ query: q })))),
      hostileString,
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
      fc
        .integer({ min: 2, max: 400 })
        .map((n) =>
          JSON.stringify({ query: `{ ${'products(search:"a"){ items { related_products { '.repeat(n)} }` }),
        ),
      fc.integer({ min: 1, max: 3000 }).map((n) =>
        JSON.stringify({
          query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')} }`,
        }),
      ),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'application/graphql',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        const res = await inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': type },
          payload,
        });
        assertSafe(res, `POST /graphql ${type} ${payload.slice(0, 80)}`);
      }),
      { numRuns: 120, interruptAfterTimeLimit: 8_000, markInterruptAsFailure: false },
    );
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------
// Every HTTP route, as Fastify lists it

interface Route {
  path: string;
  methods: string[];
}

/** The routes of `app.printRoutes()` (a radix tree: each line adds its segment to its parent's). */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/** Percent-encoded (lone surrogates, which no URL can hold, become U+FFFD first). */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

const segment = fc.oneof(
  hostileString.map((s) => encode(s)),
  fc.constantFrom(
    'de',
    'en',
    'thumb',
    'products_de',
    'pro-mag',
    'front.webp',
    'hero.svg',
    '..',
    '.',
    '%',
    '%zz',
    '%00',
    '%2e%2e',
    '%c0%ae',
    '',
  ),
);

/** A path for the route: each parameter and wildcard filled with a hostile segment (or several). */
function pathFor(route: string): fc.Arbitrary<string> {
  const parts = route.split(/(:[A-Za-z_]+|\*)/);
  return fc
    .tuple(
      ...parts.map((part) =>
        part === '*'
          ? fc.array(segment, { minLength: 0, maxLength: 4 }).map((s) => s.join('/'))
          : part.startsWith(':')
            ? segment
            : fc.constant(part),
      ),
    )
    .map((p) => p.join(''));
}

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'path',
          'q',
          'query_by',
          'filter_by',
          'page',
          'per_page',
          'logintype',
          'user',
          'ses_id',
          'w',
          'preset',
          'query',
          'variables',
          'a[b]',
          'sort_by',
          'x-typesense-api-key',
        ),
        hostileString,
      ),
      hostileString,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : ''));

describe('fuzz: HTTP routes', () => {
  it(
    'every route answers hostile paths, queries, headers and bodies without a 5xx',
    async () => {
      const routes = routesOf(t.app.printRoutes());
      const paths = routes.map((r) => r.path);
      for (const known of [
        '/graphql',
        '/healthz',
        '/readyz',
        '/sitemap.xml',
        '/robots.txt',
        '/captcha/challenge',
      ])
        expect(paths).toContain(known);
      expect(paths.some((p) => p.startsWith('/typo3-api/'))).toBe(true);
      expect(paths.some((p) => p.startsWith('/media/'))).toBe(true);
      expect(paths.some((p) => p.startsWith('/search/'))).toBe(true);
      // The SPA and unknown paths (the not-found handler) too.
      routes.push({ path: '/*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] });

      const targets = routes.flatMap((r) =>
        [...r.methods, 'OPTIONS', 'DELETE'].map((m) => ({ name: `${m} ${r.path}`, method: m, path: r.path })),
      );
      const body = fc.oneof(
        fc.constant(undefined),
        junkValue.map((v) => JSON.stringify(v) ?? ''),
        hostileString,
      );
      const { runs, failures } = await fuzzRounds(targets, RUNS_PER_ROUTE, (target) =>
        fc.asyncProperty(
          pathFor(target.path),
          queryString,
          hostileHeaders,
          body,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
          ),
          async (urlPath, query, headers, payload, type) => {
            const withBody = target.method !== 'GET' && target.method !== 'HEAD' && payload !== undefined;
            const res = await inject({
              method: target.method as InjectOptions['method'],
              url: `${urlPath || '/'}${query}`,
              headers: withBody ? { ...headers, 'content-type': type } : headers,
              ...(withBody ? { payload } : {}),
            });
            assertSafe(res, `${target.method} ${urlPath}${query.slice(0, 120)}`);
          },
        ),
      );
      expect(failures).toEqual([]);
      expect(runs).toBeGreaterThanOrEqual(targets.length);
    },
    BUDGET_MS + 50_000,
  );
});
