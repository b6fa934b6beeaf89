// The embedded database's own thread: PGlite behind a PostgreSQL wire-protocol socket, so SQL
// never runs on the server's event loop and the server talks to it with the same `pg` driver as
// to a PostgreSQL server. Started by openDatabase (client.ts); answers 'ready' or 'failed', and
// stops on 'close' (the database files are flushed before 'closed').
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite, type PgliteOptions } from './pglite.ts';

export interface PgliteWorkerData extends PgliteOptions {
  /** Unix socket to listen on (`<dir>/.s.PGSQL.5432`, where `pg` looks for it). */
  socketPath: string;
}

export type PgliteWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const send = (message: PgliteWorkerMessage) => port.postMessage(message);
const options = workerData as PgliteWorkerData;

try {
  const db = await createPglite(options);
  // One connection: PGlite is a single session, and the socket server's multiplexer would
  // interleave the extended-protocol messages of concurrent clients. The pool on the other
  // side queues queries instead (and a transaction keeps the connection to itself).
  const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 1 });
  await server.start();
  port.on('message', async (message: unknown) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    send({ type: 'closed' });
    port.close();
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
