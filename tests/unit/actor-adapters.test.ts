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
