import { describe, expect, it } from 'vitest';
import { FormTooLargeError, formParts, type MultipartLimits } from '~/forms/multipart.server';
import { postedForm } from '../../tests/helpers/posted-form';

async function readAll(form: FormData, limits: MultipartLimits) {
  const names: string[] = [];
  for await (const part of formParts(await postedForm('http://portal.test/partner/profile', form), limits)) names.push(part.name);
  return names;
}

describe('formParts over the body’s total', () => {
  it('names the file the body ran over in', async () => {
    const form = new FormData();
    form.set('jobTitle', 'Head of Drone Services');
    form.set('distributionAgreement', new File([new Uint8Array(256 * 1024)], 'scan.pdf', { type: 'application/pdf' }));
    form.set('lastName', 'Morgan');
    const reading = readAll(form, { fileLimit: () => 1024, maxBodyBytes: 128 * 1024 });
    await expect(reading).rejects.toBeInstanceOf(FormTooLargeError);
    await expect(reading).rejects.toMatchObject({ inFile: 'distributionAgreement' });
  });

  it('names no file when the body runs over outside one', async () => {
    const form = new FormData();
    form.set('profilePhoto', new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' }));
    form.set('jobTitle', 'x'.repeat(12 * 1024));
    const reading = readAll(form, { fileLimit: () => 4096, maxBodyBytes: 8 * 1024 });
    await expect(reading).rejects.toBeInstanceOf(FormTooLargeError);
    await expect(reading).rejects.toMatchObject({ inFile: undefined });
  });
});
