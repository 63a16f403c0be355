import { describe, expect, it } from 'vitest';
import { readPostedText } from '~/auth/draft-form.server';
import { postedForm } from '../../tests/helpers/posted-form';

const ADDRESS = 'http://portal.test/partner/profile';
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  body instanceof FormData ? postedForm(ADDRESS, body) : Promise.resolve(new Request(ADDRESS, { method: 'POST', body, headers }));

describe('readPostedText', () => {
  it('reads only the named text fields of a multipart form, never its files', async () => {
    const form = new FormData();
    form.append('firstName', 'Alex');
    form.append('other', 'x');
    form.append('profilePhoto', new File([new Uint8Array(4096)], 'me.png', { type: 'image/png' }));
    form.append('lastName', 'Morgan');
    const read = await readPostedText(await post(form), ['firstName', 'lastName', 'profilePhoto']);
    expect(read && [...read.entries()]).toEqual([
      ['firstName', 'Alex'],
      ['lastName', 'Morgan'],
    ]);
  });

  it('lets a file stream past unheld: the text fields before and after it are kept', async () => {
    const form = new FormData();
    form.append('firstName', 'Alex');
    form.append('profilePhoto', new File([new Uint8Array(8 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    form.append('lastName', 'Morgan');
    const read = await readPostedText(await post(form), ['firstName', 'lastName']);
    expect(read && [...read.entries()]).toEqual([
      ['firstName', 'Alex'],
      ['lastName', 'Morgan'],
    ]);
  });

  it('drops a text field over its bound, in both encodings; a multipart body is read no further', async () => {
    const long = 'x'.repeat(17 * 1024);
    const form = new FormData();
    form.append('jobTitle', 'Lead');
    form.append('firstName', long);
    form.append('lastName', 'Morgan');
    expect([...(await readPostedText(await post(form), ['firstName', 'jobTitle', 'lastName']))!.entries()]).toEqual([['jobTitle', 'Lead']]);
    const encoded = new URLSearchParams({ firstName: long, jobTitle: 'Lead' });
    expect([...(await readPostedText(await post(encoded), ['firstName', 'jobTitle']))!.entries()]).toEqual([['jobTitle', 'Lead']]);
  });

  it('reads nothing of a body that is not a form', async () => {
    expect(await readPostedText(await post('{"firstName":"Alex"}', { 'content-type': 'application/json' }), ['firstName'])).toBeNull();
    const broken = await readPostedText(await post('firstName=Alex', { 'content-type': 'multipart/form-data; boundary=zzz' }), ['firstName']);
    expect([...(broken?.entries() ?? [])]).toEqual([]);
  });
});
