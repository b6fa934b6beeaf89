// One adapter per machine: src/lib/actors/<flow>.ts is the only place in the app where
// `.provide()` supplies a machine's real actors and actions (views pass their transport in).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('actor adapters', () => {
  it('no file of src/ outside src/lib/actors calls .provide()', () => {
    const offenders = sourceFiles('src')
      .filter((file) => !file.startsWith(join('src', 'lib', 'actors')))
      .filter((file) => /\.provide\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('each adapter provides one machine', () => {
    for (const file of sourceFiles(join('src', 'lib', 'actors'))) {
      const text = readFileSync(file, 'utf8');
      expect(text.match(/\.provide\(/g)?.length, file).toBe(1);
    }
  });
});

/** The argument text of each call of `name(` in `text` (balanced parentheses). */
function callArguments(text: string, name: string): string[] {
  const calls: string[] = [];
  let from = text.indexOf(`${name}(`);
  while (from >= 0) {
    const start = from + name.length + 1;
    let depth = 1;
    let i = start;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    calls.push(text.slice(start, i - 1));
    from = text.indexOf(`${name}(`, i);
  }
  return calls;
}

describe('Stately Inspect sees every actor', () => {
  it('each actor a view creates is created with the inspector options', () => {
    const offenders = sourceFiles('src').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        ['useMachine', 'useActorRef']
          .flatMap((hook) => callArguments(text, hook).map((args) => ({ hook, args })))
          // `Context.useActorRef()` reads the actor of a provider; it creates none.
          .filter(({ args }) => args.trim() !== '' && !args.includes('inspectOptions()'))
          .map(({ hook }) => `${file}: ${hook}`)
      );
    });
    expect(offenders).toEqual([]);
  });

  it('each actor context provider passes the inspector options', () => {
    const offenders = sourceFiles('src').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const providers = text.match(/<\w+\.Provider\s[^>]*logic=[^>]*>/g) ?? [];
      return providers.filter((tag) => !tag.includes('inspectOptions()')).map(() => file);
    });
    expect(offenders).toEqual([]);
  });
});
