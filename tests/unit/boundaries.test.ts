// The import boundaries of ARCHITECTURE.md, as the linter enforces them (biome.json's overrides,
// rules noRestrictedImports and noRestrictedGlobals). Each case writes one file with one import
// into a scratch copy of the project's lint configuration and runs Biome on it: a forbidden
// import must fail with its rule's name, an allowed one must pass. So loosening a rule in
// biome.json, or switching it off, fails here; the real tree is checked by `npm test`'s lint
// step and by the last tests below.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

type Rule =
  | 'client-not-server'
  | 'server-not-client'
  | 'pure-domain'
  | 'machines-no-react'
  | 'feature-not-feature';

// file (as if in the project), code, the rule that must refuse it (null: allowed)
const CASES: [string, string, Rule | null][] = [
  // src/ and machines/ never import server/
  ['src/lib/probe.ts', "import type { Store } from '../../server/commerce/store.ts';", 'client-not-server'],
  ['src/views/cart/probe.tsx', "import { x } from '../../../server/content/plugin.ts';", 'client-not-server'],
  ['src/routes/$lang/probe.tsx', "import { x } from '../../../server/app.ts';", 'client-not-server'],
  [
    'machines/probe.ts',
    "import type { CartView } from '../server/commerce/cart-view.ts';",
    'client-not-server',
  ],
  ['src/lib/probe.ts', "const m = await import('../../server/config.ts');", 'client-not-server'],
  ['src/lib/probe.ts', "export { linePrice } from '../../domain/line-price.ts';", null],
  ['machines/probe.ts', "import type { DeliveryInterval } from '../domain/savings-plans.ts';", null],
  // server/ never imports src/ or machines/
  ['server/web/probe.ts', "import { shopOfStoreCode } from '../../src/lib/x.ts';", 'server-not-client'],
  [
    'server/commerce/probe.ts',
    "import type { CartEvent } from '../../machines/cart.machine.ts';",
    'server-not-client',
  ],
  ['server/probe.ts', "import { x } from '../src/main.tsx';", 'server-not-client'],
  ['server/commerce/probe.ts', "import { cartTotals } from '../../domain/cart-totals.ts';", null],
  ['server/commerce/probe.ts', "import fp from 'fastify-plugin';", null],
  // domain/ imports nothing of the app and nothing platform-bound
  ['domain/probe.ts', "import { x } from '../src/lib/money.ts';", 'pure-domain'],
  ['domain/probe.ts', "import { x } from '../server/commerce/carts.ts';", 'pure-domain'],
  ['domain/probe.ts', "import { x } from '../machines/cart.machine.ts';", 'pure-domain'],
  ['domain/probe.ts', "import { readFileSync } from 'node:fs';", 'pure-domain'],
  ['domain/probe.ts', "import { useState } from 'react';", 'pure-domain'],
  ['domain/probe.ts', "import { eq } from 'drizzle-orm';", 'pure-domain'],
  ['domain/probe.ts', 'export const here = () => window.location.href;', 'pure-domain'],
  ['domain/probe.ts', "export const load = () => fetch('/graphql');", 'pure-domain'],
  ['domain/probe.ts', 'export const env = () => process.env.NODE_ENV;', 'pure-domain'],
  ['domain/probe.ts', "import { toCents } from './money.ts';", null],
  ['domain/probe.ts', "import * as v from 'valibot';", null],
  // machines/ never import React, src/ or the network
  ['machines/probe.ts', "import { useSelector } from '@xstate/react';", 'machines-no-react'],
  ['machines/probe.ts', "import { useState } from 'react';", 'machines-no-react'],
  ['machines/probe.ts', "import { gql } from '@apollo/client';", 'machines-no-react'],
  ['machines/probe.ts', "import { formatMoney } from '../src/lib/money.ts';", 'machines-no-react'],
  ['machines/probe.ts', "export const load = () => fetch('/graphql');", 'machines-no-react'],
  ['machines/probe.ts', 'export const read = () => document.cookie;', 'machines-no-react'],
  ['machines/probe.ts', "import { setup } from 'xstate';", null],
  // a feature folder in src/views/ never imports another feature
  [
    'src/views/cart/probe.tsx',
    "import { ProductCard } from '../catalog/product-card.tsx';",
    'feature-not-feature',
  ],
  ['src/views/purchase/probe.tsx', "import { x } from '../cart/cart-page.tsx';", 'feature-not-feature'],
  [
    'src/views/cart/probe.tsx',
    "import { x } from '../../views/session/login-modal.tsx';",
    'feature-not-feature',
  ],
  ['src/views/cart/probe.tsx', "import { Button } from '../../ui/button.tsx';", null],
  ['src/views/cart/probe.tsx', "import { formatMoney } from '../../lib/money.ts';", null],
  ['src/views/cart/probe.tsx', "import { cartMachine } from '../../../machines/cart.machine.ts';", null],
  ['src/views/cart/probe.tsx', "import { x } from './cart-page.tsx';", null],
];

interface Diagnostic {
  path: string;
  category: string;
  /** The boundary rule the diagnostic names, null when it names none. */
  rule: string | null;
}

/**
 * Biome's diagnostics as the developer sees them. The text reporter is read rather than the JSON
 * one because only the text shows noRestrictedGlobals' configured message.
 */
function lint(cwd: string, paths: string[]): Diagnostic[] {
  const run = spawnSync(
    process.execPath,
    [
      biome,
      'lint',
      '--colors=off',
      '--max-diagnostics=none',
      '--only=style/noRestrictedImports',
      '--only=style/noRestrictedGlobals',
      ...paths,
    ],
    { cwd, encoding: 'utf8' },
  );
  const output = `${run.stdout}${run.stderr}`;
  const heads = [...output.matchAll(/^(\S+):\d+:\d+ (lint\/style\/\w+)/gm)];
  return heads.map((head, i) => {
    const block = output.slice(head.index, heads[i + 1]?.index ?? output.length);
    return {
      path: (head[1] ?? '').replaceAll('\\', '/'),
      category: head[2] ?? '',
      rule: /Boundary rule '([a-z-]+)'/.exec(block)?.[1] ?? null,
    };
  });
}

let scratch = '';
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  CASES.forEach(([file, code], i) => {
    // One file per case: the case number goes into the name, the folder stays the same.
    const probe = path.join(scratch, file.replace(/probe(\.tsx?)$/, `probe-${i}$1`));
    mkdirSync(path.dirname(probe), { recursive: true });
    writeFileSync(probe, `${code}\n`);
  });
  diagnostics = lint(scratch, ['.']);
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it.each(CASES.map((c, i) => [i, ...c] as const))('#%i %s: %s → %s', (i, file, _code, rule) => {
    const probe = file.replace(/probe(\.tsx?)$/, `probe-${i}$1`);
    const found = diagnostics.filter((d) => d.path === probe);
    expect(found.map((d) => d.rule)).toEqual(rule ? [rule] : []);
    for (const d of found) expect(d.category).toMatch(/^lint\/style\/noRestricted(Imports|Globals)$/);
  });

  it('holds in the project: no file breaks a boundary rule', () => {
    const found = lint(root, ['domain', 'src', 'machines', 'server']);
    expect(found.map((d) => `${d.path}: ${d.rule}`)).toEqual([]);
  }, 60_000);

  it('is never switched off in a file', () => {
    // git grep exits 1 when nothing matches.
    const grep = spawnSync(
      'git',
      ['grep', '-n', '-E', '-e', 'biome-ignore[a-z-]* +lint/style/noRestricted', '--', '.'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1);
  });
});
