import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import express from 'express';

/**
 * A client that leaves before its answer: a GET for `path` on a connection of its own, closed
 * once `arrived` settles (the server has the request). A raw socket, since fetch's abort may
 * leave the connection open for the answer it then drops.
 */
async function leaveBeforeAnswer(port: number, path: string, arrived: Promise<void>): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await arrived;
  socket.destroy();
}

/**
 * Serves `path` through `front` (the middleware under test) and a handler that would answer
 * only after two seconds, and has a client ask for it and leave once the handler has it.
 * Answers how to stop the server.
 */
export async function askAndLeave(front: express.RequestHandler, path: string): Promise<{ close: () => Promise<void> }> {
  const app = express();
  app.use(front);
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  app.use((_req, res) => {
    arrived();
    const late = setTimeout(() => res.status(200).send('late'), 2000);
    res.once('close', () => clearTimeout(late));
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  await leaveBeforeAnswer((server.address() as AddressInfo).port, path, arrival);
  return {
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
