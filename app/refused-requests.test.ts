import { createRequestHandler, data, type ServerBuild } from 'react-router';
import { loadContextOf } from '~/load-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '~/entry.server';
import { logger } from '~/lib/logger.server';
import { forgeryReason } from '../server/cross-site';

/**
 * A refused request is a client's mistake or an attack: one warning line each, with its request
 * id and reason, never an error with a stack (errors are the portal's own faults, which alert
 * an admin). React Router's own refusals are read through `handleError`, as the portal's entry
 * module gives it to the router.
 */
const REQUEST_ID = 'req-7f3a';

/** A one-route app of React Router whose entry module is the portal's `handleError`; the action throws when `fault` is set. */
function router() {
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    if (form.get('fault')) throw new Error('the portal failed');
    return data({ ok: true });
  };
  const build = {
    entry: { module: { default: () => new Response('page'), handleError } },
    routes: { root: { id: 'root', path: '', module: { default: () => null, action } } },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          module: '/root.js',
          hasAction: true,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: false,
          imports: [],
          css: [],
        },
      },
      url: '/manifest.js',
      version: 'v1',
    },
    basename: '/partner',
    publicPath: '/partner/build/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  return (path: string, origin: string, body = 'a=1') =>
    handle(
      new Request(`http://portal.example${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body }),
      loadContextOf({ requestId: REQUEST_ID, nonce: '', clientIp: '127.0.0.1' }),
    );
}

let warnings: unknown[][];
let errors: unknown[][];
beforeEach(() => {
  warnings = [];
  errors = [];
  vi.spyOn(logger, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  vi.spyOn(logger, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe("React Router's refusal of a forged action", () => {
  it.each([
    ['a data request', '/partner/_.data'],
    ['a document', '/partner/'],
  ])('in %s is one warning with the request id and the reason, and no error', async (_kind, path) => {
    for (const origin of ['http://elsewhere.example', 'http://portal.example:8443', 'not an address']) {
      warnings = [];
      const answer = await router()(path, origin);
      expect(answer.status, origin).toBe(400);
      expect(warnings, origin).toHaveLength(1);
      expect(warnings[0][0], origin).toMatchObject({ requestId: REQUEST_ID, status: 400, reason: expect.stringMatching(/Origin/) });
      expect(JSON.stringify(warnings[0]), origin).not.toMatch(/"stack"|\n\s+at /);
    }
    expect(errors).toEqual([]);
  });

  it("leaves the portal's own faults as errors, and a post from the portal's own page untouched", async () => {
    const handle = router();
    expect((await handle('/partner/_.data', 'http://portal.example')).status).toBe(200);
    expect(warnings).toEqual([]);
    await handle('/partner/_.data', 'http://portal.example', 'fault=1');
    expect(errors).toHaveLength(1);
    expect(errors[0][0]).toMatchObject({ requestId: REQUEST_ID, err: expect.any(Error) });
    expect(warnings).toEqual([]);
  });
});

describe("the portal's own forgery check", () => {
  const own = 'https://portal.example.com';

  it('takes a post from its own pages, and one that names no origin (an older browser)', () => {
    expect(forgeryReason('same-origin', own, own)).toBeNull();
    expect(forgeryReason(undefined, own, own)).toBeNull();
    expect(forgeryReason(undefined, undefined, own)).toBeNull();
    expect(forgeryReason('same-origin', 'null', own)).toBeNull();
    expect(forgeryReason('none', 'https://portal.example.com:443', own)).toBeNull();
  });

  it('names why it refuses another site, another scheme or port, or an origin that is no address', () => {
    expect(forgeryReason('cross-site', own, own)).toMatch(/Sec-Fetch-Site: cross-site/);
    expect(forgeryReason('same-site', own, own)).toMatch(/same-site/);
    expect(forgeryReason(undefined, 'null', own)).toMatch(/null/);
    expect(forgeryReason(undefined, 'https://evil.example', own)).toMatch(/not the portal's address/);
    expect(forgeryReason(undefined, 'http://portal.example.com', own)).toMatch(/not the portal's address/);
    expect(forgeryReason(undefined, 'https://portal.example.com:8443', own)).toMatch(/not the portal's address/);
    expect(forgeryReason(undefined, 'not an address', own)).toMatch(/no address/);
  });
});
