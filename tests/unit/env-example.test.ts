import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../server/config.ts';

// `.env.example` documents every variable the shop reads: the server's settings (the schema in
// server/config.ts) and the build-time VITE_ settings the SPA reads through import.meta.env. A
// setting added on either side without its line here fails; so does a line for a variable
// nothing reads any more.

const root = path.resolve(import.meta.dirname, '../..');

/** Variables `.env.example` sets or shows commented out (`# NAME=value`). */
function documented(): Set<string> {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.gen.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every `import.meta.env.VITE_…` (or `import.meta.env['VITE_…']`) read in the SPA's code. */
function viteReads(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['src', 'machines', 'domain'])
    for (const file of sourceFiles(path.join(root, dir))) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/import\.meta\.env(?:\.(VITE_\w+)|\[\s*['"`](VITE_\w+)['"`]\s*\])/g))
        names.add((m[1] ?? m[2]) as string);
    }
  return names;
}

describe('.env.example', () => {
  const lines = documented();

  it('finds what it compares (the parsers still match the files)', () => {
    expect(SETTING_NAMES).toContain('PORT');
    expect(lines).toContain('PORT');
    expect(viteReads()).toContain('VITE_GRAPHQL_URL');
  });

  it('documents every setting of the server schema', () => {
    expect(SETTING_NAMES.filter((name) => !lines.has(name))).toEqual([]);
  });

  it('documents every VITE_ setting the SPA reads', () => {
    expect([...viteReads()].filter((name) => !lines.has(name))).toEqual([]);
  });

  it('documents nothing that is not read', () => {
    const read = new Set([...SETTING_NAMES, ...viteReads()]);
    expect([...lines].filter((name) => !read.has(name))).toEqual([]);
  });
});
