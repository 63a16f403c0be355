import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_MAX_BYTES,
  PHOTO_MAX_BYTES,
  checkUploads,
  contentTypeAllowed,
  sniffType,
  FILES_STAY_FIELD,
  filesToChooseAgain,
  shownFileName,
} from '~/profile/uploads';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a....');
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const PDF = new TextEncoder().encode('%PDF-1.7\n%...');
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

describe('sniffType', () => {
  it('reads PNG, JPEG, GIF, WebP and PDF from their first bytes', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(GIF)).toBe('image/gif');
    expect(sniffType(WEBP)).toBe('image/webp');
    expect(sniffType(PDF)).toBe('application/pdf');
  });
  it('finds a PDF header after a little leading junk', () => {
    expect(sniffType(new TextEncoder().encode('\n\n%PDF-1.4'))).toBe('application/pdf');
  });
  it('knows nothing else', () => {
    expect(sniffType(HTML)).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
    expect(sniffType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
  });
});

describe('contentTypeAllowed', () => {
  it('needs both the declared type and the bytes to be allowed', () => {
    expect(contentTypeAllowed('profilePhoto', 'image/png', PNG)).toBe('image/png');
    expect(contentTypeAllowed('profilePhoto', 'image/jpeg', PNG)).toBe('image/png');
    expect(contentTypeAllowed('profilePhoto', 'image/png', HTML)).toBeNull();
    expect(contentTypeAllowed('profilePhoto', 'text/html', PNG)).toBeNull();
    expect(contentTypeAllowed('profilePhoto', 'application/pdf', PDF)).toBeNull();
    expect(contentTypeAllowed('distributionAgreement', 'application/pdf', PDF)).toBe('application/pdf');
    expect(contentTypeAllowed('distributionAgreement', 'application/pdf', PNG)).toBeNull();
    expect(contentTypeAllowed('distributionAgreement', 'image/png', PNG)).toBeNull();
  });
});

describe('checkUploads', () => {
  it('passes real files on with the type their bytes show', async () => {
    const result = await checkUploads({
      profilePhoto: new File([PNG], 'me.png', { type: 'image/png' }),
      distributionAgreement: new File([PDF], 'agreement.pdf', { type: 'application/pdf' }),
    });
    expect(result.errors).toEqual({});
    expect(result.uploads.profilePhoto).toMatchObject({ name: 'me.png', type: 'image/png' });
    expect(result.uploads.distributionAgreement?.bytes).toEqual(PDF);
  });
  it('refuses a file whose bytes are not what its type claims', async () => {
    const result = await checkUploads({
      profilePhoto: new File([HTML], 'me.png', { type: 'image/png' }),
      distributionAgreement: new File([PNG], 'agreement.pdf', { type: 'application/pdf' }),
    });
    expect(result.errors).toEqual({ profilePhoto: ['validation.photoType'], distributionAgreement: ['validation.agreementType'] });
    expect(result.uploads).toEqual({});
  });
  it('refuses files over their limits', async () => {
    const result = await checkUploads({
      profilePhoto: new File([PNG, new Uint8Array(PHOTO_MAX_BYTES)], 'big.png', { type: 'image/png' }),
      distributionAgreement: new File([PDF, new Uint8Array(AGREEMENT_MAX_BYTES)], 'big.pdf', { type: 'application/pdf' }),
    });
    expect(result.errors).toEqual({ profilePhoto: ['validation.photoTooLarge'], distributionAgreement: ['validation.agreementTooLarge'] });
  });
  it('has nothing to say without files', async () => {
    expect(await checkUploads({})).toEqual({ uploads: {}, errors: {} });
  });
});

describe('filesToChooseAgain', () => {
  const formWith = (entries: [string, string | File][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  };
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portrait.png', { type: 'image/png' });
  const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'agreement.pdf', { type: 'application/pdf' });
  const empty = new File([], '', { type: 'application/octet-stream' });

  it('names each chosen file of a form that came back, by field', () => {
    expect(
      filesToChooseAgain(
        formWith([
          ['profilePhoto', png],
          ['distributionAgreement', pdf],
        ]),
      ),
    ).toEqual({
      profilePhoto: 'portrait.png',
      distributionAgreement: 'agreement.pdf',
    });
  });

  it('leaves out an input left empty and a file its field refused (that field has its own message)', () => {
    const form = formWith([
      ['profilePhoto', empty],
      ['distributionAgreement', pdf],
    ]);
    expect(filesToChooseAgain(form)).toEqual({ distributionAgreement: 'agreement.pdf' });
    expect(filesToChooseAgain(form, { distributionAgreement: ['validation.agreementTooLarge'] })).toEqual({});
  });

  it('names none when the page keeps its files in their inputs (it runs its scripts)', () => {
    expect(
      filesToChooseAgain(
        formWith([
          ['profilePhoto', png],
          [FILES_STAY_FIELD, '1'],
        ]),
      ),
    ).toEqual({});
  });
});

describe('shownFileName', () => {
  it('drops control and format characters, so no right-to-left override disguises a name', () => {
    expect(shownFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(shownFileName('a\u0000b\nc\u200Bd.pdf')).toBe('abcd.pdf');
  });

  it('cuts a long name to 80 characters, counting characters not code units', () => {
    const long = `${'😀'.repeat(100)}.png`;
    const shown = shownFileName(long);
    expect(Array.from(shown)).toHaveLength(80);
    expect(shown.endsWith('…')).toBe(true);
    expect(shownFileName('x'.repeat(80))).toBe('x'.repeat(80));
    // A name of a million characters is read no further than its first few hundred.
    expect(Array.from(shownFileName('y'.repeat(1_000_000)))).toHaveLength(80);
  });
});
