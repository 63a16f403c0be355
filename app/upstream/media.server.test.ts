import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localServer, standInProvider } from '../../tests/helpers/stand-in-provider';
import { POLICY_CLOCK, moment } from '../../tests/helpers/pending-calls';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface Hit {
  url?: string;
  auth?: string;
}

let providerHandler: Handler = (_req, res) => res.end('file');
const providerHits: Hit[] = [];
const elsewhereHits: Hit[] = [];

/** The provider, and a third party on another origin. */
const { url: providerUrl } = await standInProvider((req, res) => {
  providerHits.push({ url: req.url, auth: req.headers.authorization });
  providerHandler(req, res);
});
const { url: elsewhereUrl } = await localServer((req, res) => {
  elsewhereHits.push({ url: req.url, auth: req.headers.authorization });
  res.end('elsewhere');
});
beforeEach(() => {
  providerHits.length = 0;
  elsewhereHits.length = 0;
  providerHandler = (_req, res) => res.end('file');
});
afterEach(() => {
  vi.useRealTimers();
});

const redirectTo =
  (location: string): Handler =>
  (req, res) => {
    if (req.url === '/media/first.svg') {
      res.writeHead(302, { location });
      res.end();
    } else {
      res.end('second');
    }
  };

async function get(path: string, search = '') {
  const { fetchProviderMedia } = await import('~/upstream/media.server');
  return fetchProviderMedia({ path, search, token: 'partner-token', signal: new AbortController().signal });
}

describe('fetchProviderMedia', () => {
  it('fetches a media file from the provider with the bearer token and the query', async () => {
    const answer = await get('/media/documents/a%20b.pdf', '?v=2');
    expect(answer.kind).toBe('answer');
    expect(providerHits).toEqual([{ url: '/media/documents/a%20b.pdf?v=2', auth: 'Bearer partner-token' }]);
  });

  it.each([
    '/api/partner/profile',
    '/API/partner/profile',
    '/x/%2e%2e/api/partner/profile',
    '/media/%2e%2e/api/partner/profile',
    '/media/../api/partner/profile',
    '/media/documents/a b.pdf',
    `//127.0.0.1:1/media/a.svg`,
  ])('refuses %s without any call', async (path) => {
    expect(await get(path)).toEqual({ kind: 'refused' });
    expect(providerHits).toHaveLength(0);
  });

  it('never follows a redirect to another origin (the token stays with the provider)', async () => {
    providerHandler = redirectTo(`${elsewhereUrl}/media/second.svg`);
    expect(await get('/media/first.svg')).toEqual({ kind: 'failed', error: { code: 'unexpected', status: 302 } });
    expect(elsewhereHits).toHaveLength(0);
  });

  it('never follows a redirect out of the media locations', async () => {
    providerHandler = redirectTo('/media/%2e%2e/api/partner/profile');
    expect(await get('/media/first.svg')).toEqual({ kind: 'failed', error: { code: 'unexpected', status: 302 } });
    providerHandler = redirectTo('/api/partner/profile');
    expect(await get('/media/first.svg')).toEqual({ kind: 'failed', error: { code: 'unexpected', status: 302 } });
    expect(providerHits.map((hit) => hit.url)).toEqual(['/media/first.svg', '/media/first.svg']);
  });

  it('follows a redirect to another media file of the provider', async () => {
    providerHandler = redirectTo('/media/second.svg');
    const answer = await get('/media/first.svg');
    expect(answer.kind).toBe('answer');
    if (answer.kind === 'answer') expect(await answer.response.text()).toBe('second');
    expect(providerHits).toEqual([
      { url: '/media/first.svg', auth: 'Bearer partner-token' },
      { url: '/media/second.svg', auth: 'Bearer partner-token' },
    ]);
  });

  it('answers failed when the provider cannot be reached', async () => {
    providerHandler = (req) => req.socket.destroy();
    expect(await get('/media/a.svg')).toEqual({ kind: 'failed', error: { code: 'network' } });
    // A file is a read: tried once more.
    expect(providerHits).toHaveLength(2);
  });
});

describe('fetchProviderMedia under the call policy', () => {
  const text = async (answer: Awaited<ReturnType<typeof get>>) => (answer.kind === 'answer' ? answer.response.text() : answer.kind);

  it('tries a file again when its connection drops before the answer, or a gateway refuses it', async () => {
    for (const refuse of [(req: IncomingMessage) => req.socket.destroy(), (_req: IncomingMessage, res: ServerResponse) => res.writeHead(503).end()]) {
      providerHits.length = 0;
      providerHandler = (req, res) => (providerHits.length === 1 ? refuse(req, res) : res.end('the file'));
      expect(await text(await get('/media/documents/guide.pdf'))).toBe('the file');
      expect(providerHits).toEqual([
        { url: '/media/documents/guide.pdf', auth: 'Bearer partner-token' },
        { url: '/media/documents/guide.pdf', auth: 'Bearer partner-token' },
      ]);
    }
  });

  it('never asks again once the answer is handed on: a body that breaks off ends the download', async () => {
    let streaming: IncomingMessage | undefined;
    providerHandler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '1000' });
      res.write('%PDF-1.4 the first bytes');
      streaming = req;
    };
    const answer = await get('/media/documents/guide.pdf');
    expect(answer.kind).toBe('answer');
    // The connection drops once the answer has been handed on.
    streaming!.socket.destroy();
    await expect(text(answer)).rejects.toThrow();
    expect(providerHits).toHaveLength(1);
  });

  it('gives up at the deadline while no answer comes, but lets a long file stream past it', async () => {
    // On a fake clock (the call policy's setTimeout and Date); the local servers run as usual.
    vi.useFakeTimers(POLICY_CLOCK);
    const arrived = moment();
    providerHandler = () => arrived.reached(); // never answers
    let settled = false;
    const never = get('/media/videos/never.mp4').finally(() => (settled = true));
    await arrived.promise;
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await never).toEqual({ kind: 'failed', error: { code: 'timeout' } });
    expect(providerHits).toHaveLength(1);

    // The deadline is 1 s: the answer comes at once, its last bytes after 1.3 s.
    let streaming: ServerResponse | undefined;
    providerHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.write('first half, ');
      streaming = res;
    };
    const long = await get('/media/videos/long.mp4');
    expect(long.kind).toBe('answer');
    await vi.advanceTimersByTimeAsync(1300);
    streaming!.end('second half');
    expect(await text(long)).toBe('first half, second half');
  });
});

describe('resolveMedia links only media locations, in canonical form', () => {
  it.each([
    ['/media/documents/a b.pdf', '/partner/media/media/documents/a%20b.pdf'],
    ['/media/images/x.svg?v=1', '/partner/media/media/images/x.svg?v=1'],
    ['/en/download/5201', '/partner/media/en/download/5201'],
    ['/api/partner/profile', null],
    ['/API/partner/profile', null],
    ['/media/%252e%252e/api/partner/profile', null],
    ['/media/..;/api', null],
  ])('%s', async (ref, expected) => {
    const { resolveMedia } = await import('~/lib/media.server');
    expect(resolveMedia(ref)).toBe(expected);
  });

  it('maps absolute provider addresses through the same check', async () => {
    const { resolveMedia } = await import('~/lib/media.server');
    expect(resolveMedia(`${providerUrl}/media/images/x.svg`)).toBe('/partner/media/media/images/x.svg');
    expect(resolveMedia(`${providerUrl}/api/partner/profile`)).toBeNull();
    expect(resolveMedia(`${providerUrl}/__sandbox/accounts/demo@partner.example`)).toBeNull();
  });

  it("marks a partner's own files, which the media route serves for no cache to keep", async () => {
    const { resolveMedia } = await import('~/lib/media.server');
    const { requestedMedia } = await import('~/lib/media-path');
    const photo = resolveMedia('/media/profiles/alex.svg', { personal: true });
    expect(photo).toBe('/partner/media/private/media/profiles/alex.svg');
    expect(resolveMedia(`${providerUrl}/media/agreements/a b.pdf`, { personal: true })).toBe('/partner/media/private/media/agreements/a%20b.pdf');
    expect(requestedMedia(photo!.slice('/partner/media'.length))).toEqual({ personal: true, path: '/media/profiles/alex.svg' });
    expect(requestedMedia('/media/profiles/alex.svg')).toEqual({ personal: false, path: '/media/profiles/alex.svg' });
    for (const bad of ['/private', '/private/', '/private/private/media/a.svg', '/private/api/partner/profile', '/PRIVATE/media/a.svg']) {
      expect(requestedMedia(bad)).toBeNull();
    }
  });
});

describe('resolveLink', () => {
  it.each([
    ['/leads?status=New', '/partner/leads?status=New'],
    ['/playbook/3/31', '/partner/playbook/3/31'],
    ['/changepassword', '/partner/changepassword'],
    ['/dashboard#events', '/partner/dashboard#events'],
    ['/partner/support?t=4', '/partner/support?t=4'],
    ['/leadsx', null],
    ['//evil.example/leads', null],
    ['/leads\\..\\x', null],
    ['javascript:alert(1)', null],
    ['https://example.com/page', 'https://example.com/page'],
  ])("keeps the portal's screens inside it: %s", async (ref, expected) => {
    const { resolveLink } = await import('~/lib/media.server');
    expect(resolveLink(ref)).toBe(expected);
  });
});
