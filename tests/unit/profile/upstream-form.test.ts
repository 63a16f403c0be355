import { describe, expect, it } from 'vitest';
import { safeFileName, toUpstreamForm } from '~/profile/upstream-form';

describe('toUpstreamForm', () => {
  it('sends only the fields that have a value (spec 5: null fields are not sent)', () => {
    const form = toUpstreamForm(
      { firstName: 'Alex', lastName: 'Morgan', phone: '+44 1', jobTitle: undefined, company: '', email: 'a@b.example', linkedinUrl: 'https://www.linkedin.com/in/a' },
      {},
    );
    expect([...form.keys()].sort()).toEqual(['email', 'firstName', 'lastName', 'linkedinUrl', 'phone']);
    expect(form.get('firstName')).toBe('Alex');
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
});
