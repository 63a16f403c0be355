import { describe, expect, it } from 'vitest';
import { safeFileName, toUpstreamForm } from '~/profile/upstream-form';

describe('toUpstreamForm', () => {
  it('sends every field the form posted, an emptied one as an empty string, and leaves out absent ones (spec 7)', () => {
    const form = toUpstreamForm(
      {
        firstName: 'Alex',
        lastName: 'Morgan',
        phone: '+44 1',
        jobTitle: '',
        company: undefined,
        email: 'a@b.example',
        linkedinUrl: '',
        xUrl: 'https://x.com/a',
      },
      {},
    );
    expect([...form.keys()].sort()).toEqual(['email', 'firstName', 'jobTitle', 'lastName', 'linkedinUrl', 'phone', 'xUrl']);
    expect(form.get('firstName')).toBe('Alex');
    expect(form.get('jobTitle')).toBe('');
    expect(form.get('linkedinUrl')).toBe('');
    expect(form.has('company')).toBe(false);
    expect(form.has('facebookUrl')).toBe(false);
  });

  it('sends a field of blanks as an empty string', () => {
    expect(toUpstreamForm({ firstName: 'Alex', lastName: 'Morgan', phone: '1', jobTitle: '   ' }, {}).get('jobTitle')).toBe('');
  });

  it('adds the checked files with the type their bytes show and a clean name', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47]);
    const form = toUpstreamForm(
      { firstName: 'Alex', lastName: 'Morgan', phone: '1' },
      { profilePhoto: { name: '../../me photo.jpg', type: 'image/png', bytes } },
    );
    const file = form.get('profilePhoto') as File;
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('me-photo.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(form.has('distributionAgreement')).toBe(false);
  });
});

describe('safeFileName', () => {
  it('keeps a harmless base name and the real extension', () => {
    expect(safeFileName('Agreement 2024.PDF', 'application/pdf')).toBe('Agreement-2024.pdf');
    expect(safeFileName('', 'image/gif')).toBe('file.gif');
    expect(safeFileName('<script>.png', 'image/png')).toBe('script.png');
  });

  it('reads only the end of a name longer than any file system keeps', () => {
    expect(safeFileName(`${'/'.repeat(100_000)}report.pdf`, 'application/pdf')).toBe('report.pdf');
    expect(safeFileName(`${'a.'.repeat(50_000)}end`, 'image/png')).toBe(`${'a-'.repeat(39)}a.png`);
  });
});
