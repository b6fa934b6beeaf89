import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A shop server started by a benchmark, stopped by its pid. */
export interface ShopProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` with the given settings (on top of this process's environment) and
 * resolves once it prints that it runs.
 */
export function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the shop exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Shop running at')) resolve({ child, stop });
    });
  });
}

/** A port on 127.0.0.1 free at the moment of asking, for a shop started on its own. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
