import { describe, expect, it, vi } from 'vitest';
import { TEXT_PART_MAX_BYTES } from '~/forms/multipart.server';
import { profileRules } from '~/profile/profile-fields';
import { parseProfileForm } from '~/profile/multipart.server';
import { PHOTO_MAX_BYTES } from '~/profile/uploads';
import { postedForm } from '../../tests/helpers/posted-form';

const multipartRequest = (form: FormData) => postedForm('http://portal.test/partner/profile', form);

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('parseProfileForm', () => {
  it('reads text fields and files', async () => {
    const form = new FormData();
    form.set('firstName', 'Alex');
    form.set('profilePhoto', new File([PNG], 'me.png', { type: 'image/png' }));
    const parsed = await parseProfileForm(await multipartRequest(form));
    expect(parsed.tooLarge).toEqual([]);
    expect(parsed.form.get('firstName')).toBe('Alex');
    const photo = parsed.form.get('profilePhoto') as File;
    expect(photo.name).toBe('me.png');
    expect(photo.type).toBe('image/png');
    expect(photo.size).toBe(PNG.length);
  });

  it('drops a file over its limit and keeps every other field', async () => {
    const form = new FormData();
    form.set('firstName', 'Alex');
    form.set('profilePhoto', new File([new Uint8Array(PHOTO_MAX_BYTES + 10)], 'big.png', { type: 'image/png' }));
    form.set('lastName', 'Morgan');
    const parsed = await parseProfileForm(await multipartRequest(form));
    expect(parsed.tooLarge).toEqual(['profilePhoto']);
    expect(parsed.form.get('profilePhoto')).toBeNull();
    expect(parsed.form.get('firstName')).toBe('Alex');
    expect(parsed.form.get('lastName')).toBe('Morgan');
  });

  it("holds a file only up to its own field's limit: a photo larger than any file the form takes is its field's error, the rest of the form kept", async () => {
    const form = new FormData();
    form.set('firstName', 'Alex');
    // Past the photo's 2 MB and past the agreement's 10 MB, within the body's 14 MB.
    form.set('profilePhoto', new File([new Uint8Array(11 * 1024 * 1024)], 'scan.png', { type: 'image/png' }));
    form.set('distributionAgreement', new File(['%PDF-1.7'], 'agreement.pdf', { type: 'application/pdf' }));
    form.set('lastName', 'Morgan');
    const parsed = await parseProfileForm(await multipartRequest(form));
    expect(parsed.tooLarge).toEqual(['profilePhoto']);
    expect(parsed.form.get('profilePhoto')).toBeNull();
    expect((parsed.form.get('distributionAgreement') as File).size).toBe(8);
    expect(parsed.form.get('lastName')).toBe('Morgan');
  }, 30_000);

  it('drops files of unknown fields', async () => {
    const form = new FormData();
    form.set('other', new File(['x'], 'x.txt', { type: 'text/plain' }));
    form.set('firstName', 'Alex');
    const parsed = await parseProfileForm(await multipartRequest(form));
    expect(parsed.form.has('other')).toBe(false);
    expect(parsed.form.get('firstName')).toBe('Alex');
  });

  it("cuts a text part far beyond any form field at 16 KB, for its field's rule to refuse, and reads the fields after it", async () => {
    const form = new FormData();
    form.set('lastName', 'Morgan');
    form.set('jobTitle', 'x'.repeat(64 * 1024));
    form.set('firstName', 'Alex');
    const parsed = await parseProfileForm(await multipartRequest(form));
    expect(parsed.form.get('jobTitle')).toBe('x'.repeat(TEXT_PART_MAX_BYTES));
    expect(parsed.form.get('lastName')).toBe('Morgan');
    expect(parsed.form.get('firstName')).toBe('Alex');
    expect(parsed.tooLarge).toEqual([]);
    expect(profileRules.jobTitle(parsed.form.get('jobTitle') ?? undefined, {})).toBe('validation.tooLong');
  });

  it('reads file names as the browser sent them, separators and all', async () => {
    for (const name of ['report;v2.png', 'a=b.png', 'name; filename="evil.png"', 'résumé (1).png']) {
      const form = new FormData();
      form.set('firstName', 'Alex');
      form.set('profilePhoto', new File([PNG], name, { type: 'image/png' }));
      const parsed = await parseProfileForm(await multipartRequest(form));
      expect(parsed.form.get('firstName')).toBe('Alex');
      expect((parsed.form.get('profilePhoto') as File).size).toBe(PNG.length);
    }
  });

  it('shows the text fields before the first file to the check, which can refuse the request before any file is held', async () => {
    const form = new FormData();
    form.set('csrf', 'not-the-token');
    form.set('profilePhoto', new File([PNG], 'me.png', { type: 'image/png' }));
    form.set('lastName', 'Morgan');
    const seen: string[][] = [];
    const refusal = new Error('refused');
    await expect(
      parseProfileForm(await multipartRequest(form), (fields) => {
        seen.push([...fields.keys()]);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(seen).toEqual([['csrf']]);
    // Without files, the check sees the whole form once.
    const text = new FormData();
    text.set('csrf', 'token');
    text.set('firstName', 'Alex');
    await parseProfileForm(await multipartRequest(text), (fields) => seen.push([...fields.keys()]) > 0);
    expect(seen.at(-1)).toEqual(['csrf', 'firstName']);
  });

  it('never cancels the body: a reading cut short reads the rest and drops it, so the answer goes out on an open connection', async () => {
    const form = new FormData();
    form.set('csrf', 'forged');
    form.set('profilePhoto', new File([new Uint8Array(300 * 1024)], 'me.png', { type: 'image/png' }));
    form.set('lastName', 'Morgan');
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let sent = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, sent + 16 * 1024));
        sent += 16 * 1024;
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://portal.test/partner/profile', {
      method: 'POST',
      body,
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      duplex: 'half',
    } as RequestInit);
    const refusal = new Error('refused');
    await expect(
      parseProfileForm(request, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    await vi.waitFor(() => expect(sent).toBeGreaterThanOrEqual(bytes.length));
    expect(cancelled).toBe(false);
  });

  it('drops every file unread when the check declines them, and still reads the text fields after them', async () => {
    const form = new FormData();
    form.set('csrf', 'an-older-token');
    form.set('profilePhoto', new File([PNG], 'me.png', { type: 'image/png' }));
    form.set('jobTitle', 'Head of Drone Services');
    const parsed = await parseProfileForm(await multipartRequest(form), () => false);
    expect(parsed.filesDeclined).toBe(true);
    expect(parsed.form.get('profilePhoto')).toBeNull();
    expect(parsed.form.get('jobTitle')).toBe('Head of Drone Services');
    expect((await parseProfileForm(await multipartRequest(form), () => true)).form.get('profilePhoto')).toBeInstanceOf(File);
  });

  it("names the file that takes the body past its total as its field's error, keeping the text fields before it", async () => {
    const form = new FormData();
    form.set('jobTitle', 'Head of Drone Services');
    form.set('profilePhoto', new File([PNG], 'me.png', { type: 'image/png' }));
    form.set('distributionAgreement', new File([new Uint8Array(17 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }));
    const parsed = await parseProfileForm(await multipartRequest(form));
    expect(parsed.tooLarge).toEqual(['distributionAgreement']);
    expect(parsed.form.get('jobTitle')).toBe('Head of Drone Services');
    expect((parsed.form.get('profilePhoto') as File).size).toBe(PNG.length);
    expect(parsed.form.get('distributionAgreement')).toBeNull();
    // Building and streaming 17 MB takes seconds on a busy machine.
  }, 30_000);
});
