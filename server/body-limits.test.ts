import express from 'express';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRequestBodies } from './body-limits';

const LIMITS = { formBytes: 100, multipartBytes: 1_000, multipartDeclaredBytes: 4_000, drainBytes: 500_000 };
const MULTIPART = 'multipart/form-data; boundary=----portal';
const URLENCODED = 'application/x-www-form-urlencoded';

let server: Server;

/**
 * Sends a URL-encoded body of `bytes` in ten parts, 30 ms apart, as a slow client would,
 * writing on after the answer has come; answers what came back and the errors of the writes.
 */
async function sendSlowly(bytes: number): Promise<{ answer: string; errors: string[] }> {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  const errors: string[] = [];
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  socket.write(`POST /partner/signin HTTP/1.1\r\nHost: portal.test\r\nContent-Type: ${URLENCODED}\r\nContent-Length: ${bytes}\r\n\r\n`);
  const part = 'x'.repeat(bytes / 10);
  for (let index = 0; index < 10; index += 1) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (socket.destroyed) break;
    await new Promise<void>((resolve) => socket.write(part, () => resolve()));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
  return { answer, errors };
}
const post = (path: string, type: string, bytes: number) =>
  fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method: 'POST', headers: { 'content-type': type }, body: 'x'.repeat(bytes) });

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBodies(LIMITS));
  // Reads the whole body, as a screen's reader drops what it does not hold, and says how much came.
  app.post('{*splat}', async (req, res) => {
    let read = 0;
    for await (const chunk of req) read += (chunk as Buffer).length;
    res.json({ read });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => server.close());

describe('body limits', () => {
  it('let a screen with files take a multipart body over its limit, up to the declared ceiling, so its form can answer', async () => {
    const response = await post('/partner/profile', MULTIPART, 3_000);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ read: 3_000 });
    // Its data address, where a form sent with JavaScript posts, the same.
    expect((await post('/partner/profile.data', MULTIPART, 3_000)).status).toBe(200);
  });

  it('refuse a multipart body over the declared ceiling at once, even on a screen with files', async () => {
    const response = await post('/partner/profile', MULTIPART, 4_001);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).not.toBe('close');
  });

  it('read a refused body to its end, so that a client still sending gets the 413, not a reset; close on a body beyond what is read', async () => {
    const sent = await sendSlowly(300_000);
    expect(sent.errors).toEqual([]);
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.answer).not.toMatch(/^connection: close/im);
    // Beyond what is read the connection closes: the client sees the 413 with its close, or a reset.
    const huge = await post('/partner/signin', URLENCODED, 600_000).then(
      (response) => `${response.status} ${response.headers.get('connection')}`,
      () => 'reset',
    );
    expect(['413 close', 'reset']).toContain(huge);
  });

  it('refuse a multipart body over its limit anywhere else, and a URL-encoded body over its own', async () => {
    expect((await post('/partner/support', MULTIPART, 1_001)).status).toBe(413);
    expect((await post('/partner/PROFILE', MULTIPART, 1_001)).status).toBe(413);
    expect((await post('/partner/profile', MULTIPART, 1_000)).status).toBe(200);
    expect((await post('/partner/profile', URLENCODED, 101)).status).toBe(413);
    expect((await post('/partner/signin', URLENCODED, 100)).status).toBe(200);
  });
});
