import { describe, expect, it } from 'vitest';
import { keepDraftForItsAccount, resumeOrSignOut, sessionEndedAnswer, signOutAndReturn } from '~/auth/ended-session.server';
import { readReturnNote } from '~/auth/return-note.server';
import {
  accountStamp,
  commitSession,
  endAccountSessions,
  freshSession,
  getSession,
  setPendingOtp,
  setSignedIn,
  type PortalSession,
} from '~/auth/session.server';
import { accountDigest, accountMark } from '~/auth/account-digest.server';
import { keepOwnChange } from '~/auth/own-change.server';

const HERE = 'http://portal.test/partner/profile?tab=ids';
const KEEP = { keep: ['firstName', 'jobTitle', 'newPassword'] };
const IDLE_TOO_LONG = 2 * 24 * 3600_000;

/** A session read from its cookie as a request carries it; `idleFor` ms since it was last seen. */
async function sessionOf(email: string, { idleFor = 0, seenAgo = 0, waiting = false } = {}): Promise<{ cookie: string; session: PortalSession; csrf: string }> {
  const fresh = await freshSession(new Request(HERE));
  if (waiting) setPendingOtp(fresh, `pending-of-${email}`, await accountStamp(email));
  else setSignedIn(fresh, `token-of-${email}`, await accountStamp(email));
  fresh.set('seen', Date.now() - Math.max(idleFor, seenAgo));
  fresh.set('iat', Date.now() - idleFor);
  const cookie = (await commitSession(new Request(HERE), fresh)).split(';')[0];
  return { cookie, session: await getSession(new Request(HERE, { headers: { cookie } })), csrf: String(fresh.get('csrf')) };
}

function post(values: Record<string, string | File>, headers: Record<string, string> = {}, multipart = true): Request {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [name, value] of Object.entries(values)) body.append(name, value as string);
  return new Request(HERE, { method: 'POST', headers, body });
}

/** The answer thrown, its cookies by name, and the return note it leaves. */
async function thrownAnswer(run: Promise<unknown>) {
  const thrown = await run.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  const cookies = new Map(
    response.headers.getSetCookie().map((header) => {
      const pair = header.split(';')[0];
      return [pair.slice(0, pair.indexOf('=')), pair] as const;
    }),
  );
  const noteCookie = cookies.get('partner_return');
  return {
    response,
    location: response.headers.get('location'),
    cookies,
    note: noteCookie ? await readReturnNote(new Request(HERE, { headers: { cookie: noteCookie } })) : null,
  };
}

const markOf = (email: string) => accountMark(accountDigest(email));

describe('resumeOrSignOut: a request whose session holds no token in use', () => {
  it('ends an idle session, keeps its form token, and leaves a note for the page', async () => {
    const { session, csrf } = await sessionOf('idle@partner.example', { idleFor: IDLE_TOO_LONG });
    const { location, cookies, note } = await thrownAnswer(resumeOrSignOut(new Request(HERE), session));
    expect(location).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
    expect(note).toMatchObject({ ended: true, account: markOf('idle@partner.example'), to: '/profile?tab=ids', fields: null });
    const next = await getSession(new Request(HERE, { headers: { cookie: cookies.get('partner_session')! } }));
    expect(next.get('csrf')).toBe(csrf);
    expect(next.has('t')).toBe(false);
  });

  it('reads the allowed text of a post the action never read, and no other field', async () => {
    const { session, csrf } = await sessionOf('post@partner.example', { idleFor: IDLE_TOO_LONG });
    const photo = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    const request = post({ csrf, firstName: 'Alex', newPassword: 'Secret-1', notListed: 'x', profilePhoto: photo });
    const { note } = await thrownAnswer(resumeOrSignOut(request, session, KEEP));
    expect(note?.fields).toEqual({ firstName: 'Alex' });
  });

  it('sends a request without any session to sign-in with nothing written', async () => {
    const session = await getSession(new Request(HERE));
    const { location, cookies } = await thrownAnswer(resumeOrSignOut(post({ firstName: 'Alex', returnTo: '/partner/leads' }), session, KEEP));
    // The form's returnTo is the page it was on.
    expect(location).toBe('/signin?redirectTo=%2Fleads');
    expect(cookies.size).toBe(0);
  });

  it('leaves a sign-in waiting for its code as it is, keeping the form for the account its page was drawn for', async () => {
    const { session } = await sessionOf('waiting@partner.example', { waiting: true });
    const request = post({ csrf: 'of-the-old-page', csrf_account: markOf('drawn@partner.example'), firstName: 'Alex' }, { 'sec-fetch-site': 'same-origin' });
    const { cookies, note } = await thrownAnswer(resumeOrSignOut(request, session, KEEP));
    expect(cookies.has('partner_session')).toBe(false);
    expect(note).toMatchObject({ ended: false, account: markOf('drawn@partner.example'), fields: { firstName: 'Alex' } });
  });

  it('lets a copy of a session whose own change ended it go on to its action’s proof, the body left for the action', async () => {
    const email = 'proves@partner.example';
    const { cookie, csrf } = await sessionOf(email, { seenAgo: 5 * 60_000 });
    const copy = await getSession(new Request(HERE, { headers: { cookie } }));
    await keepOwnChange(copy, { wentOn: true });
    await endAccountSessions(copy);
    const request = new Request(HERE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, intent: 'enable-2fa', currentPassword: 'Demo-Partner-2026' }),
    });
    const session = await getSession(request);
    const resumed = await resumeOrSignOut(request, session, { keep: [], provingIntent: 'enable-2fa' });
    expect(resumed.token).toBe(`token-of-${email}`);
    // Its activity is renewed as a signed-in session's is.
    expect(resumed.setCookie).toMatch(/^partner_session=/);
    expect((await request.formData()).get('currentPassword')).toBe('Demo-Partner-2026');
  });

  it('answers a post in a session its own change ended as that change did', async () => {
    const { cookie, csrf } = await sessionOf('changed@partner.example');
    const copy = await getSession(new Request(HERE, { headers: { cookie } }));
    await keepOwnChange(copy, { ended: 'password-changed' });
    await endAccountSessions(copy);
    const request = post({ csrf, firstName: 'Alex' }, { cookie });
    const { location, note } = await thrownAnswer(resumeOrSignOut(request, await getSession(request), KEEP));
    expect(location).toBe('/signin?notice=password-changed');
    expect(note).toBeNull();
  });
});

describe('signOutAndReturn: the provider refused the token while the route worked', () => {
  it('keeps the form the action read, with the session’s token', async () => {
    const { session, csrf } = await sessionOf('refused@partner.example');
    const form = new FormData();
    form.append('csrf', csrf);
    form.append('jobTitle', 'Buyer');
    form.append('newPassword', 'Secret-1');
    const { location, note } = await thrownAnswer(signOutAndReturn(post({}), session, form, KEEP));
    expect(location).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dids');
    expect(note).toMatchObject({ ended: true, account: markOf('refused@partner.example'), fields: { jobTitle: 'Buyer' } });
  });

  it('keeps nothing of a form without the session’s token', async () => {
    const { session } = await sessionOf('foreign@partner.example');
    const form = new FormData();
    form.append('csrf', 'not-it');
    form.append('jobTitle', 'Buyer');
    const { note } = await thrownAnswer(signOutAndReturn(post({}), session, form, KEEP));
    expect(note).toMatchObject({ ended: true, fields: null });
  });
});

describe('keepDraftForItsAccount', () => {
  it('keeps an older tab’s text for the account its page was drawn for, not as an ended session', async () => {
    const form = new FormData();
    form.append('csrf_account', markOf('older@partner.example'));
    form.append('firstName', 'Alex');
    const setCookie = await keepDraftForItsAccount(post({}, { 'sec-fetch-site': 'same-origin' }), form, KEEP);
    const note = await readReturnNote(new Request(HERE, { headers: { cookie: setCookie!.split(';')[0] } }));
    expect(note).toMatchObject({ ended: false, account: markOf('older@partner.example'), to: '/profile?tab=ids', fields: { firstName: 'Alex' } });
  });

  it('keeps nothing of another site’s post, nor of a form with nothing to keep', async () => {
    const form = new FormData();
    form.append('csrf_account', markOf('older@partner.example'));
    form.append('firstName', 'Mallory');
    expect(await keepDraftForItsAccount(post({}, { 'sec-fetch-site': 'cross-site' }), form, KEEP)).toBeNull();
    form.delete('firstName');
    expect(await keepDraftForItsAccount(post({}, { 'sec-fetch-site': 'same-origin' }), form, KEEP)).toBeNull();
  });
});

describe('sessionEndedAnswer: a media file the provider refused', () => {
  it('sends a page the partner opened to sign-in and back, with the note', async () => {
    const { session } = await sessionOf('media@partner.example');
    const request = new Request('http://portal.test/partner/media/files/a.pdf', { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    const { location, note } = await thrownAnswer(sessionEndedAnswer(request, session));
    expect(location).toBe('/signin?redirectTo=%2Fmedia%2Ffiles%2Fa.pdf');
    expect(note).toMatchObject({ ended: true, to: '/media/files/a.pdf' });
  });

  it('answers anything else 401, the session ended and no note left', async () => {
    const { session, csrf } = await sessionOf('player@partner.example');
    const request = new Request('http://portal.test/partner/media/files/a.mp4', { headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'video' } });
    const { response, cookies } = await thrownAnswer(sessionEndedAnswer(request, session));
    expect(response.status).toBe(401);
    expect(cookies.has('partner_return')).toBe(false);
    const next = await getSession(new Request(HERE, { headers: { cookie: cookies.get('partner_session')! } }));
    expect(next.has('t')).toBe(false);
    expect(next.get('csrf')).toBe(csrf);
  });
});
