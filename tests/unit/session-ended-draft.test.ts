import { describe, expect, it } from 'vitest';
import { withSignedIn } from '~/auth/guard.server';
import { readReturnNote } from '~/auth/return-note.server';
import { accountStamp, commitSession, freshSession, setSignedIn } from '~/auth/session.server';
import { accountDigest } from '~/auth/account-digest.server';
import { UpstreamError } from '~/upstream/errors';

const EMAIL = 'draft@partner.example';
const URL_HERE = 'http://portal.test/partner/profile?tab=ids&_data=routes%2Fpartner._app.profile';
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
    expect(location).toBe('/partner/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
    expect(note).toMatchObject({ ended: true, account: accountDigest(EMAIL), to: '/profile?tab=ids', fields: { firstName: 'Alex', jobTitle: '' } });
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
    expect(location).toBe('/partner/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
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
    expect(note).toMatchObject({ ended: true, account: accountDigest(EMAIL), to: '/profile?tab=ids', fields: { firstName: 'Alex' } });
  });

  it('on a page load, says the session ended and keeps the address', async () => {
    const { cookie } = await sessionCookie();
    const request = new Request('http://portal.test/partner/searchresults?query=drone&view=list', { headers: { cookie } });
    const { location, note } = await refusal(
      withSignedIn({ request }, async () => {
        throw new UpstreamError({ code: 'unauthorized', status: 401 });
      }),
    );
    expect(location).toBe('/partner/signin?redirectTo=%2Fsearchresults%3Fquery%3Ddrone%26view%3Dlist');
    expect(note).toMatchObject({ ended: true, to: '/searchresults?query=drone&view=list', fields: null });
  });
});
