import { describe, expect, it } from 'vitest';
import { accountMark } from '~/auth/account-digest.server';
import {
  noteAfterSignIn,
  noteFor,
  parseNote,
  readReturnNote,
  RETURN_NOTE_MAX_AGE_SECONDS,
  RETURN_NOTE_MAX_BYTES,
  takeDraft,
  writeReturnNote,
  type ReturnNote,
} from '~/auth/return-note.server';

const FIELDS = ['firstName', 'jobTitle', 'newPassword', 'otp', 'csrf', 'profilePhoto'] as const;
const request = (cookie?: string) => new Request('http://portal.test/partner/profile', { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(';')[0];

function posted(values: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

const ended = { account: 'digest-a', to: '/profile?tab=ids' };

describe('noteFor', () => {
  it('keeps the allowed text fields of the posted form, never passwords, codes, CSRF tokens or files', () => {
    const form = posted({
      firstName: 'Alex',
      jobTitle: '',
      newPassword: 'Secret-1',
      otp: '123456',
      csrf: 'token',
      profilePhoto: new File(['png'], 'me.png', { type: 'image/png' }),
      unlisted: 'x',
    });
    const note = noteFor(ended, form, FIELDS);
    expect(note).toMatchObject({ ended: true, account: 'digest-a', to: '/profile?tab=ids' });
    expect(note.fields).toEqual({ firstName: 'Alex', jobTitle: '' });
  });

  it('keeps no draft without an account or a page to return to, or with nothing to keep', () => {
    expect(noteFor({ account: null, to: '/profile' }, posted({ firstName: 'Alex' }), FIELDS).fields).toBeNull();
    expect(noteFor({ account: 'digest-a', to: null }, posted({ firstName: 'Alex' }), FIELDS).fields).toBeNull();
    expect(noteFor(ended, posted({ newPassword: 'Secret-1' }), FIELDS).fields).toBeNull();
    expect(noteFor(ended, null, FIELDS)).toMatchObject({ ended: true, fields: null });
  });

  it('stays within its bound: a field that does not fit is left out whole', () => {
    const note = noteFor(ended, posted({ firstName: 'Alex', jobTitle: 'x'.repeat(RETURN_NOTE_MAX_BYTES) }), FIELDS);
    expect(note.fields).toEqual({ firstName: 'Alex' });
    expect(Buffer.byteLength(JSON.stringify(note))).toBeLessThanOrEqual(RETURN_NOTE_MAX_BYTES);
    // Multi-byte text counts by its bytes.
    const wide = noteFor(ended, posted({ firstName: '文'.repeat(RETURN_NOTE_MAX_BYTES / 2) }), FIELDS);
    expect(wide.fields).toBeNull();
  });
});

describe('parseNote', () => {
  const good: ReturnNote = { ended: true, account: 'a', to: '/profile', at: Date.now(), fields: { firstName: 'Alex' } };

  it('reads a note of its shape', () => {
    expect(parseNote(good)).toEqual(good);
  });

  it('refuses notes that are too old, from the future, over the bound, misshapen or naming secrets', () => {
    expect(parseNote({ ...good, at: Date.now() - RETURN_NOTE_MAX_AGE_SECONDS * 1000 - 1 })).toBeNull();
    expect(parseNote({ ...good, at: Date.now() + 60_000 })).toBeNull();
    expect(parseNote({ ...good, fields: { firstName: 'x'.repeat(RETURN_NOTE_MAX_BYTES) } })).toBeNull();
    expect(parseNote({ ...good, fields: { firstName: 1 } })).toBeNull();
    expect(parseNote({ ...good, fields: { password: 'Secret-1' } })).toBeNull();
    expect(parseNote({ ...good, ended: 'yes' })).toBeNull();
    expect(parseNote('note')).toBeNull();
    expect(parseNote(null)).toBeNull();
  });
});

describe('the note cookie', () => {
  const note = (fields: Record<string, string> | null = { firstName: 'Alex' }): ReturnNote => ({
    ended: true,
    account: accountMark('digest-a'),
    to: '/profile',
    at: Date.now(),
    fields,
  });

  it('is signed: a changed cookie is no note', async () => {
    const cookie = cookieOf(await writeReturnNote(request(), note()));
    expect(await readReturnNote(request(cookie))).toMatchObject({ account: accountMark('digest-a'), fields: { firstName: 'Alex' } });
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value.replace(/^./, (first) => (first === 'e' ? 'f' : 'e'))}`;
    expect(await readReturnNote(request(forged))).toBeNull();
    // A note written by someone without the secret, unsigned.
    const unsigned = `${name}=${Buffer.from(JSON.stringify(note({ firstName: 'Mallory' }))).toString('base64')}`;
    expect(await readReturnNote(request(unsigned))).toBeNull();
  });

  it('gives the draft back only after a sign-in to the same account, once, for its own page', async () => {
    const written = cookieOf(await writeReturnNote(request(), note()));
    // Before any sign-in, the page takes nothing (the note still only says the session ended).
    expect((await takeDraft(request(written), '/profile', 'digest-a', FIELDS)).draft).toBeNull();

    const afterSignIn = await noteAfterSignIn(request(written), 'digest-a');
    expect(afterSignIn.draftPage).toBe('/profile');
    const kept = cookieOf(afterSignIn.setCookie!);
    expect(await readReturnNote(request(kept))).toMatchObject({ ended: false });

    // Another account's page: nothing, and the draft stays for its own account.
    const otherAccount = await takeDraft(request(kept), '/profile', 'digest-b', FIELDS);
    expect(otherAccount).toEqual({ draft: null, setCookie: null });
    // Another page of the same account: nothing, and the note is dropped.
    const elsewhere = await takeDraft(request(kept), '/support', 'digest-a', FIELDS);
    expect(elsewhere.draft).toBeNull();
    expect(elsewhere.setCookie).toMatch(/Max-Age=0/);

    const taken = await takeDraft(request(kept), '/profile', 'digest-a', FIELDS);
    expect(taken.draft).toEqual({ firstName: 'Alex' });
    expect(taken.setCookie).toMatch(/Max-Age=0/);
    // Read once: the cleared cookie holds no draft.
    const cleared = cookieOf(taken.setCookie!);
    expect((await takeDraft(request(cleared), '/profile', 'digest-a', FIELDS)).draft).toBeNull();
  });

  it('is dropped when another account signs in, and left alone when there is none', async () => {
    const written = cookieOf(await writeReturnNote(request(), note()));
    const other = await noteAfterSignIn(request(written), 'digest-b');
    expect(other.setCookie).toMatch(/Max-Age=0/);
    expect(other.draftPage).toBeNull();
    expect(await noteAfterSignIn(request(), 'digest-a')).toEqual({ setCookie: null, draftPage: null });
    // A note that only says the session ended has done its work at sign-in.
    const bare = cookieOf(await writeReturnNote(request(), note(null)));
    expect((await noteAfterSignIn(request(bare), 'digest-a')).setCookie).toMatch(/Max-Age=0/);
  });

  it('is httpOnly, same-site, under the portal path and expiring', async () => {
    const header = await writeReturnNote(request(), note());
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/partner/);
    expect(header).toMatch(new RegExp(`Max-Age=${RETURN_NOTE_MAX_AGE_SECONDS}`));
  });
});
