// Finding 7 of the security review: 19,000 slow-header sockets made the server refuse new clients
// and answer 404 for existing images. Headers and requests must now arrive in time (then 408 and
// the socket is closed), and beyond the connection limit a new connection replaces the one that
// has waited longest for a request; only when every connection has a request in progress is it
// refused.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp({
  captcha: false,
  http: {
    ...loadConfig({}).http,
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
  },
});
let port = 0;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => {
  for (const s of sockets) s.destroy();
});

const sockets: net.Socket[] = [];
function connect(): Promise<net.Socket> {
  return connectTo(port);
}
function connectTo(toPort: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(toPort, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => {});
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Sends `chunks` one every `everyMs` while the socket is open; resolves with what came back and when it closed. */
function drip(socket: net.Socket, chunks: string[], everyMs: number) {
  const started = Date.now();
  let received = '';
  socket.on('data', (d) => {
    received += d.toString();
  });
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) return clearInterval(timer);
    socket.write(chunks[i++ % chunks.length] as string);
  }, everyMs);
  return new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, received });
    });
  });
}

describe('slow clients', () => {
  it('a client sending its headers a line at a time is answered 408 and cut off', async () => {
    const socket = await connect();
    socket.write('GET /healthz HTTP/1.1\r\nHost: shop\r\n');
    const { afterMs, received } = await drip(socket, ['X-Slow: 1\r\n'], 100);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // 400 ms of headers timeout, checked every second.
    expect(afterMs).toBeLessThan(2500);
  });

  it('a client that never finishes its body is cut off after the request timeout', async () => {
    const socket = await connect();
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    const { afterMs } = await drip(socket, [' '], 100);
    expect(afterMs).toBeLessThan(3000);
  });
});

// A second server whose timeouts do not cut the idle sockets off while the test looks at them.
describe('the connection limit', () => {
  const limited = useTestApp({ captcha: false, http: { ...loadConfig({}).http, maxConnections: 4 } });
  let limitedPort = 0;
  beforeAll(async () => {
    await limited.app.listen({ host: '127.0.0.1', port: 0 });
    limitedPort = (limited.app.server.address() as AddressInfo).port;
  });
  const open = () => connectTo(limitedPort);
  const closed = (socket: net.Socket) => socket.destroyed || socket.readyState === 'closed';

  it('a new connection beyond the limit replaces the one that has waited longest for a request', async () => {
    // Four sockets: the first only started its headers, the others sent nothing yet.
    const first = await open();
    first.write('GET /healthz HTTP/1.1\r\nHost: shop\r\n');
    const firstClosed = new Promise<void>((resolve) => first.once('close', () => resolve()));
    const others = [await open(), await open(), await open()];
    await new Promise((r) => setTimeout(r, 100));

    const res = await fetch(`http://127.0.0.1:${limitedPort}/healthz`);
    expect(res.status).toBe(200);
    await firstClosed;
    expect(others.filter(closed)).toEqual([]);
    for (const s of others) s.destroy();
  });

  it('refuses a new connection while every connection has a request in progress, and serves again after', async () => {
    // Four requests whose bodies have not arrived: their handlers wait, the connections are busy.
    const busy = await Promise.all([open(), open(), open(), open()]);
    for (const s of busy)
      s.write(
        'POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
    await new Promise((r) => setTimeout(r, 200));
    const extra = await open();
    const refused = await new Promise<boolean>((resolve) => {
      extra.once('close', () => resolve(true));
      extra.write('GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n');
      setTimeout(() => resolve(false), 1500);
    });
    expect(refused).toBe(true);
    expect(busy.filter(closed)).toEqual([]);

    for (const s of busy) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${limitedPort}/healthz`);
    expect(res.status).toBe(200);
  });
});
