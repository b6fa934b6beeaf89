// The connection limit (HTTP_MAX_CONNECTIONS). Node's own (`server.maxConnections`) refuses every
// new connection once the limit is reached: 1,024 slow-header sockets locked out new visitors and
// health checks until the headers timeout freed some. Here a new connection beyond the limit
// instead closes the connection that has waited longest for a request (a client dripping its
// headers, or an idle keep-alive connection), so a flood of idle sockets only churns itself;
// connections with a request in progress are never closed for it, and when every connection is
// busy with one the new connection is refused.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimit {
  /** Connections open now (those closed for the limit no longer count). */
  readonly open: number;
  /** Connections closed for the limit since the start (the oldest waiting, or a refused new one). */
  readonly closed: number;
}

export function limitConnections(server: Server, limit: number): ConnectionLimit {
  // Connections waiting for a request, oldest first: a Map keeps insertion order, and a
  // connection that finishes a response is inserted again at the end.
  const waiting = new Map<Socket, true>();
  const counted = new WeakSet<Socket>();
  const state = { open: 0, closed: 0 };

  const close = (socket: Socket) => {
    if (counted.delete(socket)) state.open--;
    waiting.delete(socket);
    state.closed++;
    socket.destroy();
  };

  server.on('connection', (socket: Socket) => {
    counted.add(socket);
    state.open++;
    waiting.set(socket, true);
    socket.once('close', () => {
      if (counted.delete(socket)) state.open--;
      waiting.delete(socket);
    });
    if (state.open <= limit) return;
    let oldest: Socket | undefined;
    for (const candidate of waiting.keys()) {
      if (candidate !== socket) {
        oldest = candidate;
        break;
      }
    }
    close(oldest ?? socket);
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    waiting.delete(socket);
    response.once('close', () => {
      if (!socket.destroyed && counted.has(socket)) waiting.set(socket, true);
    });
  });

  return state;
}
