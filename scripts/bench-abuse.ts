// `npm run bench:abuse`: the attacks of issue 8 against a real server, and how the shop holds up.
// Starts the shop on 127.0.0.1 (BENCH_ABUSE_PORT, default 3452; embedded database, or
// BENCH_DATABASE_URL), then for each attack (GraphQL nested 15 deep, 1,000 aliased `products`,
// 5,000 slow-header sockets) measures how long `GET /healthz` takes while it runs (p50 / max;
// goal: under 100 ms) and the server's peak resident memory, and stops the server. The attacker
// runs in a process of its own, so its work does not delay the probe's own timing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { startShop } from './shop-process.ts';

const PORT = Number(process.env.BENCH_ABUSE_PORT) || 3452;
const HOST = '127.0.0.1';
const ATTACK_MS = Number(process.env.BENCH_ABUSE_SECONDS || 10) * 1000;
/** Open files a process may hold (the soft RLIMIT_NOFILE; Linux), which the attacker inherits. */
function fileLimit(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
/** File descriptors the attacker keeps for itself besides its sockets (stdio, node's own). */
const SPARE_FILES = 64;
const REQUESTED_SOCKETS = Number(process.env.BENCH_ABUSE_SOCKETS) || 5000;
// Each socket of the attacker is a file descriptor of its process: more than its limit allows
// would fail with EMFILE, so the attack is capped there (the finding used 19,000; `ulimit -n`
// raises the limit).
const SLOW_SOCKETS = Math.min(REQUESTED_SOCKETS, fileLimit() - SPARE_FILES);
const CONCURRENCY = 16;
const PROBE_EVERY_MS = 50;

type Attack = 'depth' | 'alias' | 'slow-client';

interface AttackReport {
  requests: number;
  statuses: Record<string, number>;
  /** Slow client: sockets opened, and how many the server closed while the attack ran. */
  opened?: number;
  closedByServer?: number;
  refused?: number;
  /** Slow client: the most of its sockets that were connected at once, and how long opening all took. */
  peakOpen?: number;
  openingMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Attacker (a child process)

function nestedRelated(levels: number, pageSize = 20): string {
  let inner = 'sku';
  for (let i = 0; i < levels; i++) inner = `related_products { sku ${inner} }`;
  return `{ products(search: "a", pageSize: ${pageSize}) { items { ${inner} } } }`;
}

function aliases(count: number): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `p${i}: products(search: "magnesium", pageSize: 20) { items { sku name } }`,
  );
  return `{ ${fields.join(' ')} }`;
}

async function flood(body: string, until: number, report: AttackReport): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: HOST,
          port: PORT,
          path: '/graphql',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          report.statuses[String(res.statusCode)] = (report.statuses[String(res.statusCode)] ?? 0) + 1;
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', () => {
        report.statuses.error = (report.statuses.error ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        report.requests++;
        await one();
      }
    }),
  );
  agent.destroy();
}

/**
 * Opens `count` sockets that send a request line and then one header line every 2 s, forever
 * (until the attack's time is over, or all are open if that takes longer).
 */
async function slowClients(count: number, until: number, report: AttackReport): Promise<void> {
  report.opened = 0;
  report.closedByServer = 0;
  report.refused = 0;
  report.peakOpen = 0;
  let open = 0;
  let ended = false;
  const sockets: net.Socket[] = [];
  const opening: Promise<void>[] = [];
  const drip = setInterval(() => {
    for (const s of sockets) if (!s.destroyed) s.write('X-Slow: 1\r\n');
  }, 2000);
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    opening.push(
      new Promise<void>((resolve) => {
        const socket = net.connect(PORT, HOST);
        sockets.push(socket);
        let connected = false;
        socket.on('connect', () => {
          connected = true;
          open++;
          report.peakOpen = Math.max(report.peakOpen ?? 0, open);
          report.opened = (report.opened ?? 0) + 1;
          socket.write(`GET /media/catalog/product/cache/thumb/x/front.webp HTTP/1.1\r\nHost: ${HOST}\r\n`);
          resolve();
        });
        socket.on('data', () => {});
        socket.on('error', () => {
          if (!connected) report.refused = (report.refused ?? 0) + 1;
          resolve();
        });
        socket.on('close', () => {
          if (connected) open--;
          if (connected && !ended) report.closedByServer = (report.closedByServer ?? 0) + 1;
        });
      }),
    );
    // Open in bursts of 100, as a botnet's clients would arrive.
    if (i % 100 === 99) await Promise.all(opening.splice(0));
  }
  await Promise.all(opening);
  report.openingMs = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
  clearInterval(drip);
  ended = true;
  for (const s of sockets) s.destroy();
}

async function attacker(attack: Attack): Promise<AttackReport> {
  const report: AttackReport = { requests: 0, statuses: {} };
  const until = Date.now() + ATTACK_MS;
  if (attack === 'depth') await flood(JSON.stringify({ query: nestedRelated(12) }), until, report);
  else if (attack === 'alias') await flood(JSON.stringify({ query: aliases(1000) }), until, report);
  else await slowClients(SLOW_SOCKETS, until, report);
  return report;
}

const ATTACKER_FLAG = '--attacker';
const isAttacker = process.argv[2] === ATTACKER_FLAG;
if (isAttacker) {
  attacker(process.argv[3] as Attack).then((report) => process.stdout.write(`${JSON.stringify(report)}\n`));
}

/** Runs the attack in a process of its own; resolves with its report when it ends. */
function startAttacker(attack: Attack): { done: Promise<AttackReport>; pid: number | undefined } {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, ATTACKER_FLAG, attack], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const done = new Promise<AttackReport>((resolve, reject) => {
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(out) as AttackReport);
      } catch {
        reject(new Error(`the ${attack} attacker exited with ${code}`));
      }
    });
  });
  return { done, pid: child.pid };
}

// ---------------------------------------------------------------------------------------------
// Probe and report (main thread)

/** Resident memory of a process in MB, now (VmRSS) and at its peak so far (VmHWM); Linux only. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** One GET /healthz over the probe's own keep-alive connection (as a proxy's pooled one). */
function probe(agent: http.Agent): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: HOST, port: PORT, path: '/healthz', agent, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

/** A fresh connection for each probe (a new visitor, or a proxy opening one more connection). */
function probeNew(): Promise<number | null> {
  return probe(new http.Agent({ keepAlive: false }));
}

interface Figures {
  p50: number;
  max: number;
  failed: number;
  count: number;
}

function figures(times: (number | null)[]): Figures {
  const ok = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
  return {
    p50: ok[Math.floor(ok.length / 2)] ?? Number.NaN,
    max: ok.at(-1) ?? Number.NaN,
    failed: times.length - ok.length,
    count: times.length,
  };
}

async function run(attack: Attack, pid: number) {
  const pooled = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await probe(pooled); // opens the pooled connection before the attack
  const { done } = startAttacker(attack);
  let running = true;
  done.then(
    () => {
      running = false;
    },
    () => {
      running = false;
    },
  );
  const pooledTimes: (number | null)[] = [];
  const freshTimes: (number | null)[] = [];
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid)?.rss ?? 0);
  }, 100);
  while (running) {
    const [a, b] = await Promise.all([probe(pooled), probeNew()]);
    pooledTimes.push(a);
    freshTimes.push(b);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  clearInterval(sampler);
  const report = await done;
  pooled.destroy();
  return { report, pooled: figures(pooledTimes), fresh: figures(freshTimes), peakRss };
}

const fmt = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-');

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-'));
  console.log(
    `Starting the shop on http://${HOST}:${PORT} (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}) …`,
  );
  const shop = await startShop({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SERVE_CLIENT: 'false',
    CAPTCHA: 'off',
    SEARCH_INDEXER: 'off',
  });
  const pid = shop.child.pid ?? 0;
  try {
    const idleTimes: (number | null)[] = [];
    for (let i = 0; i < 20; i++) idleTimes.push(await probeNew());
    const idle = figures(idleTimes);
    const start = memoryOf(pid);
    console.log(
      `idle: /healthz p50 ${fmt(idle.p50)}, max ${fmt(idle.max)}; server RSS ${start?.rss.toFixed(0)} MB`,
    );
    if (SLOW_SOCKETS < REQUESTED_SOCKETS)
      console.log(
        `slow clients: ${REQUESTED_SOCKETS} sockets asked for, ${SLOW_SOCKETS} used: the file limit is ${fileLimit()} (ulimit -n)`,
      );
    const attacks: [Attack, string][] = [
      ['depth', `related_products nested 12 deep under pageSize 20, ${CONCURRENCY} at a time`],
      ['alias', `1,000 aliased products(pageSize: 20), ${CONCURRENCY} at a time`],
      ['slow-client', `${SLOW_SOCKETS} sockets dripping one header line every 2 s`],
    ];
    const results: string[] = [];
    for (const [attack, what] of attacks) {
      const r = await run(attack, pid);
      const answers = Object.entries(r.report.statuses)
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ');
      const sockets =
        r.report.opened !== undefined
          ? `${r.report.opened} sockets opened in ${((r.report.openingMs ?? 0) / 1000).toFixed(1)} s (at most ${r.report.peakOpen} at once), ${r.report.refused} refused, ${r.report.closedByServer} cut off by the server`
          : `${r.report.requests} requests: ${answers}`;
      const line =
        `${attack.padEnd(11)} ${what}\n` +
        `            attack: ${sockets}\n` +
        `            /healthz on a pooled connection: p50 ${fmt(r.pooled.p50)}, max ${fmt(r.pooled.max)}, ${r.pooled.failed}/${r.pooled.count} failed\n` +
        `            /healthz on a new connection:    p50 ${fmt(r.fresh.p50)}, max ${fmt(r.fresh.max)}, ${r.fresh.failed}/${r.fresh.count} failed\n` +
        `            server peak RSS during the attack: ${r.peakRss.toFixed(0)} MB`;
      console.log(line);
      results.push(line);
      // Let the server settle (slow sockets closed) before the next attack.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const end = memoryOf(pid);
    console.log(`server peak RSS over the whole run (VmHWM): ${end?.peak.toFixed(0)} MB`);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!isAttacker) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
