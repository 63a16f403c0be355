import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRequestBodies } from '../../server/body-limits';

const LIMITS = { formBytes: 100, multipartBytes: 1_000, multipartDeclaredBytes: 4_000 };
const MULTIPART = 'multipart/form-data; boundary=----portal';
const URLENCODED = 'application/x-www-form-urlencoded';

let server: Server;
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
    expect(response.headers.get('connection')).toBe('close');
  });

  it('refuse a multipart body over its limit anywhere else, and a URL-encoded body over its own', async () => {
    expect((await post('/partner/support', MULTIPART, 1_001)).status).toBe(413);
    expect((await post('/partner/PROFILE', MULTIPART, 1_001)).status).toBe(413);
    expect((await post('/partner/profile', MULTIPART, 1_000)).status).toBe(200);
    expect((await post('/partner/profile', URLENCODED, 101)).status).toBe(413);
    expect((await post('/partner/signin', URLENCODED, 100)).status).toBe(200);
  });
});
