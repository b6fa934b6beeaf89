#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest on a broken tree.
//   build (codegen + route tree + SPA) → types → lint → i18n catalogs → Vitest (unit, components,
//   machines with transition coverage, server on PGlite, server again on PostgreSQL when
//   TEST_DATABASE_URL is set) → Playwright e2e in Chromium against the production build.
// Prints one closing line `tests: N passed, N failed` summed over every runner; a step that fails
// without a failed test to show for it (build, types, lint, coverage, a crashed runner) counts as
// one failure and is named, so the line never reads '0 failed' when the exit code is 1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { summaryLine } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

let failedStep = null;

function run(title, cmd, args, env = {}, report = null) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`\n✗ ${title} failed (${secs} s)`);
    failedStep = { title, report };
    finish(1);
  }
  console.log(`✓ ${title} (${secs} s)`);
}

function countVitest(file) {
  if (!existsSync(file)) return 0;
  const before = totals.failed;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  // A file that fails to load runs no test; count it as one failure so the summary can't hide it.
  for (const file of r.testResults ?? []) {
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
      totals.failed += 1;
  }
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return totals.failed - before;
}

function countPlaywright(file) {
  if (!existsSync(file)) return 0;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  return s.unexpected ?? 0;
}

function finish(code) {
  const failedIn = {};
  for (const f of ['unit', 'components', 'machines', 'server-pglite', 'server-postgres'])
    failedIn[`vitest-${f}`] = countVitest(path.join(reports, `vitest-${f}.json`));
  failedIn.playwright = countPlaywright(path.join(reports, 'playwright.json'));
  // A runner whose report shows failed tests has told its failures; any other failed step adds one.
  const stepFailure =
    failedStep && !(failedStep.report && failedIn[failedStep.report] > 0) ? failedStep.title : null;
  console.log(`\n${summaryLine(totals, stepFailure)}`);
  process.exit(code);
}

const vitest = (project, report, env) =>
  run(
    `vitest: ${report}`,
    process.execPath,
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `vitest-${report}.json`)}`,
    ],
    env,
    `vitest-${report}`,
  );

run('build (codegen, route tree, SPA)', 'npm', ['run', 'build', '--silent']);
run('types', process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
run('lint', process.execPath, [bin('@biomejs/biome', 'bin/biome'), 'check', '.']);
vitest('unit', 'unit');
vitest('components', 'components');
// The machine tests record the transitions they take into coverage/machines; start clean.
rmSync(path.join(root, 'coverage', 'machines'), { recursive: true, force: true });
vitest('machines', 'machines');
run('machine transition coverage', process.execPath, [
  '--import',
  'tsx',
  'scripts/machine-coverage.ts',
  '--no-run',
]);
vitest('server', 'server-pglite');
if (process.env.TEST_DATABASE_URL) {
  vitest('server', 'server-postgres', { TEST_DB: 'postgres' });
} else {
  console.log('\n(server suite on PostgreSQL skipped: TEST_DATABASE_URL is not set)');
}
run(
  'e2e (Playwright, Chromium)',
  process.execPath,
  [bin('@playwright/test', 'cli.js'), 'test'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  'playwright',
);
finish(0);
