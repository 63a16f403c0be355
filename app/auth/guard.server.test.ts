import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { asksToRevalidate, requireSignedIn } from '~/auth/guard.server';
import { accountStamp, commitSession, freshSession, setSignedIn } from '~/auth/session.server';

const HERE = 'http://portal.test/partner/leads?page=2';

async function cookieOf({ idleFor = 0, seenAgo = 0 } = {}): Promise<string> {
  const session = await freshSession(new Request(HERE));
  setSignedIn(session, 'provider-token', await accountStamp('gate@partner.example'));
  session.set('iat', Date.now() - idleFor);
  session.set('seen', Date.now() - Math.max(idleFor, seenAgo));
  return (await commitSession(new Request(HERE), session)).split(';')[0];
}

const IDLE_TOO_LONG = 2 * 24 * 3600_000;

describe('requireSignedIn', () => {
  it('lets a signed-in partner in with their token, renewing the cookie at most once a minute', async () => {
    const notSignedIn = vi.fn();
    const fresh = await requireSignedIn({ request: new Request(HERE, { headers: { cookie: await cookieOf() } }) }, notSignedIn);
    expect(fresh.upstream.token).toBe('provider-token');
    expect(fresh.setCookie).toBeNull();
    const seen = await requireSignedIn({ request: new Request(HERE, { headers: { cookie: await cookieOf({ seenAgo: 5 * 60_000 }) } }) }, notSignedIn);
    expect(seen.setCookie).toMatch(/^partner_session=/);
    expect(notSignedIn).not.toHaveBeenCalled();
  });

  it('hands a session without a token in use to what answers it, once, and goes on with what it gives', async () => {
    const notSignedIn = vi.fn(async () => ({ token: 'resumed-token', setCookie: 'partner_session=renewed' }));
    const request = new Request(HERE, { headers: { cookie: await cookieOf({ idleFor: IDLE_TOO_LONG }) } });
    const signedIn = await requireSignedIn({ request }, notSignedIn);
    expect(notSignedIn).toHaveBeenCalledTimes(1);
    expect(notSignedIn).toHaveBeenCalledWith(signedIn.session);
    expect(signedIn.upstream.token).toBe('resumed-token');
    expect(signedIn.setCookie).toBe('partner_session=renewed');
  });

  it('by itself answers a redirect to sign-in and back, writing no cookie and reading no body', async () => {
    const request = new Request(HERE, {
      method: 'POST',
      headers: { cookie: await cookieOf({ idleFor: IDLE_TOO_LONG }) },
      body: new URLSearchParams({ firstName: 'Alex', returnTo: '/partner/profile' }),
    });
    const thrown = await requireSignedIn({ request }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/signin?redirectTo=%2Fleads%3Fpage%3D2');
    expect((thrown as Response).headers.getSetCookie()).toEqual([]);
    expect(request.bodyUsed).toBe(false);
  });
});

/** The modules of app/ a module imports, statically or not, followed to the end. */
function importsOf(start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      const name = match[1]!;
      const base = name.startsWith('~/') ? path.join('app', name.slice(2)) : name.startsWith('.') ? path.join(path.dirname(file), name) : null;
      if (base === null) continue;
      const found = ['.ts', '.tsx', '/index.ts']
        .map((ending) => `${base}${ending}`)
        .find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
      if (found) walk(path.normalize(found));
    }
  };
  walk(start);
  return seen;
}

describe('the gate’s modules', () => {
  const reached = importsOf('app/auth/guard.server.ts');

  it('are found by the walk (it follows ~/ and relative imports)', () => {
    expect(reached).toContain(path.normalize('app/auth/session.server.ts'));
    expect(reached).toContain(path.normalize('app/upstream/client.server.ts'));
  });

  it('reach no body parser, no draft and no note of an ended session', () => {
    for (const module of [
      'app/forms/multipart.server.ts',
      'app/auth/draft-form.server.ts',
      'app/auth/ended-session.server.ts',
      'app/auth/return-note.server.ts',
      'app/auth/signed-in.server.ts',
    ]) {
      expect(reached, module).not.toContain(path.normalize(module));
    }
  });
});

const requestWith = (headers: Record<string, string>) => new Request('http://portal.test/partner/dashboard', { headers });

describe('asksToRevalidate', () => {
  it.each([
    [{ 'cache-control': 'max-age=0' }, true],
    [{ 'cache-control': 'no-cache' }, true],
    [{ 'cache-control': 'Max-Age = 0, private' }, true],
    [{ 'cache-control': 'private, no-cache' }, true],
    [{ pragma: 'no-cache' }, true],
    [{}, false],
    [{ 'cache-control': 'max-age=60' }, false],
    [{ 'cache-control': 'max-age=0123' }, false],
    [{ 'cache-control': 'no-store' }, false],
    [{ pragma: 'x-no-cache' }, false],
    // Over its bound a header asks for nothing: no pattern runs over a client's 16 KB.
    [{ 'cache-control': `no-cache, ${'private, '.repeat(40)}` }, false],
    [{ pragma: `no-cache,${'x'.repeat(300)}` }, false],
  ])('%j → %s', (headers, expected) => {
    expect(asksToRevalidate(requestWith(headers))).toBe(expected);
  });
});
