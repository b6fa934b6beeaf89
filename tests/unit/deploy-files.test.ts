// The Dockerfile and compose.yaml (issue 8, operations): no image can be pulled or built on the
// development machine, so their essentials are checked as text here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Stage {
  from: string;
  instructions: [string, string][];
}

/** The Dockerfile's stages: each FROM and its instructions (comments dropped, continuations joined). */
function stagesOf(dockerfile: string): Stage[] {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stages.push({ from: args, instructions: [] });
    else stages.at(-1)?.instructions.push([keyword.toUpperCase(), args]);
  }
  return stages;
}

/** The block of one top-level service in compose.yaml (its lines, indented below `  name:`). */
function serviceBlock(compose: string, name: string): string {
  const lines = compose.split('\n');
  const start = lines.findIndex((l) => l === `  ${name}:`);
  expect(start, `service ${name}`).toBeGreaterThan(-1);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => /^ {0,2}\S/.test(l));
  return rest.slice(0, end === -1 ? undefined : end).join('\n');
}

describe('Dockerfile', () => {
  const stages = stagesOf(read('Dockerfile'));
  const runtime = stages.at(-1) as Stage;
  const all = (stage: Stage, keyword: string) =>
    stage.instructions.filter(([k]) => k === keyword).map(([, a]) => a);

  it('builds on node:20-slim, the SPA in a build stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:20-slim\b/);
    expect(all(stages[0] as Stage, 'RUN').join('\n')).toContain('npm run build');
  });

  it('runs with production dependencies only, the built SPA and the server', () => {
    const runs = all(runtime, 'RUN').join('\n');
    expect(runs).toMatch(/npm ci\b.*--omit=dev/);
    expect(runs).not.toMatch(/npm (install|i)\b/);
    const copies = all(runtime, 'COPY').join('\n');
    for (const dir of ['./dist', './server', './domain', './graphql'])
      expect(copies).toMatch(new RegExp(`--from=build \\S+ ${dir.replace('.', '\\.')}$`, 'm'));
    expect(all(runtime, 'CMD').join('')).toContain('server/main.ts');
    expect(all(runtime, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
    expect(all(runtime, 'ENV').join(' ')).toMatch(/HOST=0\.0\.0\.0/);
  });

  it('runs as a user other than root, after the last root step', () => {
    const users = runtime.instructions.filter(([k]) => k === 'USER');
    expect(users.length).toBeGreaterThan(0);
    const last = users.at(-1)?.[1] ?? '';
    expect(last).not.toMatch(/^(root|0)(:|$)/);
    const lastUser = runtime.instructions.lastIndexOf(users.at(-1) as [string, string]);
    expect(runtime.instructions.slice(lastUser).map(([k]) => k)).not.toContain('RUN');
  });

  it('has a health check on /healthz', () => {
    expect(all(runtime, 'HEALTHCHECK').join('')).toContain('/healthz');
  });

  it('keeps secrets and local state out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', 'node_modules', 'data', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('runs the shop and PostgreSQL 16, both restarted unless stopped', () => {
    const shop = serviceBlock(compose, 'shop');
    const postgres = serviceBlock(compose, 'postgres');
    expect(shop).toMatch(/^ {4}build: \.$/m);
    expect(postgres).toMatch(/^ {4}image: postgres:16$/m);
    for (const block of [shop, postgres]) expect(block).toMatch(/^ {4}restart: unless-stopped$/m);
  });

  it('gives the shop its database, public origin and proxy setting, and waits for a healthy database', () => {
    const shop = serviceBlock(compose, 'shop');
    expect(shop).toMatch(/^ {6}DATABASE_URL: postgres:\/\/shop:\S+@postgres:5432\/shop$/m);
    expect(shop).toMatch(/^ {6}PUBLIC_URL: \S+$/m);
    expect(shop).toMatch(/^ {6}TRUST_PROXY: \S+$/m);
    expect(shop).toMatch(/depends_on:\n {6}postgres:\n {8}condition: service_healthy/);
    expect(shop).toMatch(/^ {6}- shop-data:\/var\/lib\/vitalshop$/m);
  });

  it('checks health with /healthz and pg_isready', () => {
    expect(serviceBlock(compose, 'shop')).toMatch(/healthcheck:\n {6}test:[\s\S]*?\/healthz/);
    expect(serviceBlock(compose, 'postgres')).toMatch(/healthcheck:\n {6}test: .*pg_isready -U shop -d shop/);
  });
});
