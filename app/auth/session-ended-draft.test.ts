import { describe, expect, it } from 'vitest';
import { withSignedIn } from '~/auth/signed-in.server';
import { readReturnNote } from '~/auth/return-note.server';
import { accountStamp, commitSession, freshSession, getSession, setSignedIn } from '~/auth/session.server';
import { accountDigest, accountMark } from '~/auth/account-digest.server';
import { UpstreamError } from '~/upstream/errors';

const EMAIL = 'draft@partner.example';
const URL_HERE = 'http://portal.test/partner/profile?tab=ids&_data=routes%2Fprofile';
const KEEP = { keep: ['firstName', 'jobTitle', 'newPassword'] };

/** The cookie of a signed-in session; `idleFor` ms since it was last seen. */
async function sessionCookie(idleFor = 0): Promise<{ cookie: string; csrf: string }> {
  const session = await freshSession(new Request('http://portal.test/partner/'));
  setSignedIn(session, 'provider-token', await accountStamp(EMAIL));
  session.set('seen', Date.now() - idleFor);
  session.set('iat', Date.now() - idleFor);
  const cookie = (await commitSession(new Request('http://portal.test/partner/'), session)).split(';')[0];
  return { cookie, csrf: String(session.get('csrf')) };
}

function post(cookie: string, values: Record<string, string | File>, multipart = true): Request {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [name, value] of Object.entries(values)) body.append(name, value as string);
  return new Request(URL_HERE, { method: 'POST', headers: { cookie }, body });
}

/** The redirect the guard throws, and the note it leaves. */
async function refusal(run: Promise<unknown>) {
  const thrown = await run.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  const noteCookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('partner_return='));
  return {
    // The router's path below its basename (/partner), as a route's redirect names it.
    location: response.headers.get('location'),
    note: noteCookie ? await readReturnNote(new Request(URL_HERE, { headers: { cookie: noteCookie } })) : null,
  };
}

const IDLE_TOO_LONG = 2 * 24 * 3600_000;
const photo = new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' });

describe('a session that ended before the action', () => {
  it('sends the partner to sign-in with the full path, and keeps the allowed text of the form', async () => {
    const { cookie, csrf } = await sessionCookie(IDLE_TOO_LONG);
    const request = post(cookie, { csrf, firstName: 'Alex', jobTitle: '', newPassword: 'Secret-1', profilePhoto: photo });
    const { location, note } = await refusal(withSignedIn({ request }, async () => 'ran', KEEP));
    expect(location).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
    expect(note).toMatchObject({
      ended: true,
      account: accountMark(accountDigest(EMAIL)),
      to: '/profile?tab=ids',
      fields: { firstName: 'Alex', jobTitle: '' },
    });
  });

  it('keeps URL-encoded forms as well', async () => {
    const { cookie, csrf } = await sessionCookie(IDLE_TOO_LONG);
    const { note } = await refusal(withSignedIn({ request: post(cookie, { csrf, firstName: 'Alex' }, false) }, async () => 'ran', KEEP));
    expect(note?.fields).toEqual({ firstName: 'Alex' });
  });

  it('keeps nothing of a form without the session’s CSRF token, yet says the session ended', async () => {
    const { cookie } = await sessionCookie(IDLE_TOO_LONG);
    const { note } = await refusal(withSignedIn({ request: post(cookie, { csrf: 'not-it', firstName: 'Mallory' }) }, async () => 'ran', KEEP));
    expect(note).toMatchObject({ ended: true, fields: null });
  });

  it('keeps nothing for a route that names no fields', async () => {
    const { cookie, csrf } = await sessionCookie(IDLE_TOO_LONG);
    const { note } = await refusal(withSignedIn({ request: post(cookie, { csrf, firstName: 'Alex' }) }, async () => 'ran'));
    expect(note).toMatchObject({ ended: true, fields: null });
  });

  it('leaves no note without any session (a first visit, after signing out)', async () => {
    const { location, note } = await refusal(withSignedIn({ request: post('', { firstName: 'Alex' }) }, async () => 'ran', KEEP));
    expect(location).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
    expect(note).toBeNull();
  });
});

describe('a token the provider refuses during the action', () => {
  it('keeps the form the action read', async () => {
    const { cookie, csrf } = await sessionCookie();
    const request = post(cookie, { csrf, firstName: 'Alex', newPassword: 'Secret-1' });
    const { note } = await refusal(
      withSignedIn(
        { request },
        async (signedIn) => {
          signedIn.keepForm(await request.formData());
          throw new UpstreamError({ code: 'unauthorized', status: 401 });
        },
        KEEP,
      ),
    );
    expect(note).toMatchObject({ ended: true, account: accountMark(accountDigest(EMAIL)), to: '/profile?tab=ids', fields: { firstName: 'Alex' } });
  });

  it('on a page load, says the session ended and keeps the address', async () => {
    const { cookie } = await sessionCookie();
    const request = new Request('http://portal.test/partner/searchresults?query=drone&view=list', { headers: { cookie } });
    const { location, note } = await refusal(
      withSignedIn({ request }, async () => {
        throw new UpstreamError({ code: 'unauthorized', status: 401 });
      }),
    );
    expect(location).toBe('/signin?redirectTo=%2Fsearchresults%3Fquery%3Ddrone%26view%3Dlist');
    expect(note).toMatchObject({ ended: true, to: '/searchresults?query=drone&view=list', fields: null });
  });
});

describe('a signed-out request to an address longer than any screen has', () => {
  it('is sent to the sign-in without the address, which a proxy would refuse in its redirect', async () => {
    const long = `http://portal.test/partner/leads?${'q=/x/y/z&'.repeat(400)}`;
    const { location } = await refusal(withSignedIn({ request: new Request(long) }, async () => 'ran'));
    expect(location).toBe('/signin');
  });

  it('keeps an address that is long but within the limit', async () => {
    const query = `query=${'a'.repeat(1500)}`;
    const { location } = await refusal(withSignedIn({ request: new Request(`http://portal.test/partner/searchresults?${query}`) }, async () => 'ran'));
    expect(location).toBe(`/signin?redirectTo=${encodeURIComponent(`/searchresults?${query}`)}`);
  });
});

describe('a form of a page drawn before the session changed', () => {
  const markOf = () => accountMark(accountDigest(EMAIL));
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };

  it('keeps the text for its account when the partner signed out in another tab (no session left)', async () => {
    const body = new FormData();
    body.append('csrf', 'token-of-the-ended-session');
    body.append('csrf_account', markOf());
    body.append('firstName', 'Alex');
    const request = new Request(URL_HERE, { method: 'POST', headers: sameOrigin, body });
    const { location, note } = await refusal(withSignedIn({ request }, async () => 'ran', KEEP));
    expect(location).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
    expect(note).toMatchObject({ account: markOf(), fields: { firstName: 'Alex' } });
  });

  it('keeps nothing when another site sent it, whatever account it names', async () => {
    const body = new FormData();
    body.append('csrf_account', markOf());
    body.append('firstName', 'Mallory');
    const request = new Request(URL_HERE, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body });
    const { note } = await refusal(withSignedIn({ request }, async () => 'ran', KEEP));
    expect(note).toBeNull();
  });
});

describe('the page a form came from', () => {
  it('is the form’s returnTo for a form sent to an address of its own (a pin on a portfolio)', async () => {
    const { cookie, csrf } = await sessionCookie();
    const request = new Request('http://portal.test/partner/pin', {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ csrf, returnTo: '/partner/playbook/p-1?tab=products', id: 'UT-450', action: 'add' }),
    });
    const { location, note } = await refusal(
      withSignedIn({ request }, async (signedIn) => {
        signedIn.keepForm(await request.formData());
        throw new UpstreamError({ code: 'unauthorized', status: 401 });
      }),
    );
    expect(location).toBe('/signin?redirectTo=%2Fplaybook%2Fp-1%3Ftab%3Dproducts');
    expect(note).toMatchObject({ to: '/playbook/p-1?tab=products', fields: null });
  });

  it('is the Referer of the portal when the form names none, and never another site or the form address itself', async () => {
    const pin = (headers: Record<string, string>) =>
      refusal(
        withSignedIn(
          { request: new Request('http://portal.test/partner/pin', { method: 'POST', headers, body: new URLSearchParams({ id: 'x' }) }) },
          async () => 'ran',
        ),
      );
    expect((await pin({ referer: 'http://portal.test/partner/playbook/p-1' })).location).toBe('/signin?redirectTo=%2Fplaybook%2Fp-1');
    expect((await pin({ referer: 'https://elsewhere.example/partner/playbook/p-1' })).location).toBe('/signin');
    expect((await pin({})).location).toBe('/signin');
    // A returnTo that leaves the portal is no page of it.
    const outside = new Request('http://portal.test/partner/pin', { method: 'POST', body: new URLSearchParams({ returnTo: '//evil.example/x' }) });
    expect((await refusal(withSignedIn({ request: outside }, async () => 'ran'))).location).toBe('/signin');
  });

  it('keeps the form token in the session that follows an ended one, so the sign-in form on screen still works', async () => {
    const { cookie, csrf } = await sessionCookie(IDLE_TOO_LONG);
    const thrown = (await withSignedIn({ request: new Request('http://portal.test/partner/leads', { headers: { cookie } }) }, async () => 'ran').catch(
      (error: unknown) => error,
    )) as Response;
    const next = thrown.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .find((pair) => pair.startsWith('partner_session='));
    const session = await getSession(new Request('http://portal.test/partner/signin', { headers: { cookie: next! } }));
    expect(session.get('csrf')).toBe(csrf);
    expect(session.has('t')).toBe(false);
    expect(session.has('a')).toBe(false);
  });
});
