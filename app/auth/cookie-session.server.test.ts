import { createCookieSessionStorage } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCookieSession, signValue, unsignValue } from '~/auth/cookie-session.server';

const options = { name: 'partner_session', secrets: ['first-secret-0123456789', 'older-secret-0123456789'], secure: true, path: '/partner', maxAge: 3600 };
const theirs = () =>
  createCookieSessionStorage({
    cookie: { name: options.name, secrets: options.secrets, secure: true, path: '/partner', httpOnly: true, sameSite: 'lax', maxAge: 3600 },
  });
const ours = () => createCookieSession(options);
const data = { t: 'sealed.token', csrf: 'c-s-r-f', iat: 1764000000000, m: 'Grüße 東京 😀', n: [1, 2] };

/** The `name=value` pair of a Set-Cookie header, as a browser sends it back. */
const pair = (setCookie: string) => setCookie.split(';')[0];

describe('the signed cookie session', () => {
  it('writes the same Set-Cookie header as React Router’s cookie session storage', async () => {
    const a = await theirs().getSession();
    const b = await ours().getSession();
    for (const [key, value] of Object.entries(data)) {
      a.set(key, value);
      b.set(key, value);
    }
    expect(await ours().commitSession(b)).toBe(await theirs().commitSession(a));
    expect(await ours().destroySession(b)).toBe(await theirs().destroySession(a));
  });

  it('reads a session React Router wrote, and React Router reads one it wrote', async () => {
    const a = await theirs().getSession();
    a.set('m', data.m);
    const readByUs = await ours().getSession(pair(await theirs().commitSession(a)));
    expect(readByUs.get('m')).toBe(data.m);
    const b = await ours().getSession();
    b.set('csrf', data.csrf);
    const readByThem = await theirs().getSession(`other=1; ${pair(await ours().commitSession(b))}`);
    expect(readByThem.get('csrf')).toBe(data.csrf);
  });

  it('reads a session signed with an older secret and writes with the first', async () => {
    const older = createCookieSession({ ...options, secrets: ['older-secret-0123456789'] });
    const session = await older.getSession();
    session.set('csrf', 'x');
    const read = await ours().getSession(pair(await older.commitSession(session)));
    expect(read.get('csrf')).toBe('x');
    const written = decodeURIComponent(pair(await ours().commitSession(read)).slice(options.name.length + 1));
    expect(unsignValue(written, ['first-secret-0123456789'])).not.toBeNull();
    expect(unsignValue(written, ['older-secret-0123456789'])).toBeNull();
  });

  it('reads a changed, unsigned or foreign cookie as an empty session', async () => {
    const session = await ours().getSession();
    session.set('t', 'token');
    const header = decodeURIComponent(pair(await ours().commitSession(session)));
    const [value, signature] = header.slice(options.name.length + 1).split('.');
    const changed = Buffer.from(JSON.stringify({ t: 'other' })).toString('base64');
    const headers = [
      `${options.name}=${encodeURIComponent(`${changed}.${signature}`)}`,
      `${options.name}=${encodeURIComponent(value)}`,
      `${options.name}=${encodeURIComponent(signValue(value, 'a-secret-the-portal-never-had'))}`,
      `${options.name}=`,
      `${options.name}=%E0%A4%A`,
      'other=1',
      '',
    ];
    for (const cookie of headers) expect((await ours().getSession(cookie)).data).toEqual({});
  });

  it('refuses a session larger than a browser keeps', async () => {
    const session = await ours().getSession();
    session.set('t', 'x'.repeat(4000));
    await expect(ours().commitSession(session)).rejects.toThrow(/more than a browser keeps/);
  });
});
