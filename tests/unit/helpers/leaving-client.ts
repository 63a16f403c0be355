import { once } from 'node:events';
import { connect } from 'node:net';

/**
 * A client that leaves before its answer: a GET for `path` on a connection of its own, closed
 * once `arrived` settles (the server has the request). A raw socket, since fetch's abort may
 * leave the connection open for the answer it then drops.
 */
export async function leaveBeforeAnswer(port: number, path: string, arrived: Promise<void>): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await arrived;
  socket.destroy();
}
