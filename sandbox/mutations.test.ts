import { describe, expect, it } from 'vitest';
import { call, freshToken, login, sandboxForFile } from '../tests/helpers/sandbox';

const { url: base } = await sandboxForFile();

describe('pins', () => {
  it('adds and removes a product, and the favourite flags follow', async () => {
    const { token } = await freshToken(base);
    const pinned = async () => (await call(base, '/api/partner/pin-products', { token })).json.body.products.map((item: any) => `${item.type}:${item.id}`);
    expect(await pinned()).not.toContain('Product:21');

    const added = await call(base, '/api/partner/pin-products-action', { token, json: { action: 'add', id: 21, elementType: 'Product' } });
    expect(added.json).toMatchObject({ status: true, message: expect.any(String) });
    expect(await pinned()).toContain('Product:21');
    const categories = (await call(base, '/api/partner/categories', { token })).json.body.categories;
    const x10 = categories.flatMap((portfolio: any) => portfolio.products).find((product: any) => product.id === 21);
    expect(x10.favorite).toBe(true);

    const removed = await call(base, '/api/partner/pin-products-action', { token, json: { action: 'remove', id: '21', elementType: 'Product' } });
    expect(removed.json.status).toBe(true);
    expect(await pinned()).not.toContain('Product:21');
  });

  it('pins portfolios and documents, once each', async () => {
    const { token } = await freshToken(base, { empty: ['pins'] });
    await call(base, '/api/partner/pin-products-action', { token, json: { action: 'add', id: 5, elementType: 'Category' } });
    await call(base, '/api/partner/pin-products-action', { token, json: { action: 'add', id: 5, elementType: 'Category' } });
    await call(base, '/api/partner/pin-products-action', { token, json: { action: 'add', id: 1101, elementType: 'Document' } });
    const items = (await call(base, '/api/partner/pin-products', { token })).json.body.products;
    expect(items.map((item: any) => `${item.type}:${item.id}`)).toEqual(['Category:5', 'Document:1101']);
    expect(items[1].document).toMatch(/\.pdf$/);
  });

  it('answers status false for an unknown id, and keeps pins per account', async () => {
    const first = await freshToken(base);
    const second = await freshToken(base);
    const unknown = await call(base, '/api/partner/pin-products-action', { token: first.token, json: { action: 'add', id: 999999, elementType: 'Product' } });
    expect(unknown.json).toEqual({ status: false, message: 'Item not found' });
    await call(base, '/api/partner/pin-products-action', { token: first.token, json: { action: 'remove', id: 11, elementType: 'Product' } });
    const secondItems = (await call(base, '/api/partner/pin-products', { token: second.token })).json.body.products;
    expect(secondItems.some((item: any) => item.id === 11)).toBe(true);
  });
});

describe('profile update', () => {
  it('changes text fields and stores an uploaded photo that is served back', async () => {
    const { token } = await freshToken(base);
    const form = new FormData();
    form.set('firstName', 'Robin');
    form.set('jobTitle', 'Channel Manager');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.set('profilePhoto', new Blob([png], { type: 'image/png' }), 'me photo.png');
    form.set('distributionAgreement', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'agreement.pdf');
    const { status, json } = await call(base, '/api/partner/update', { token, form });
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, message: 'Profile updated' });

    const profile = (await call(base, '/api/partner/profile', { token })).json.body;
    expect(profile).toMatchObject({ firstName: 'Robin', lastName: 'Morgan', jobTitle: 'Channel Manager' });
    expect(profile.profilePhoto).toMatch(/^\/media\/uploads\/[0-9a-f]+\/me-photo\.png$/);
    const photo = await fetch(`${base}${profile.profilePhoto}`, { headers: { authorization: `Bearer ${token}` } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
    const agreement = await fetch(`${base}${profile.distributionAgreement}`);
    expect(agreement.headers.get('content-type')).toBe('application/pdf');
  });

  it('stores an emptied field as an empty string and leaves fields not sent alone', async () => {
    const { token } = await freshToken(base);
    const form = new FormData();
    form.set('jobTitle', '');
    form.set('linkedinUrl', '');
    expect((await call(base, '/api/partner/update', { token, form })).json.success).toBe(true);
    const profile = (await call(base, '/api/partner/profile', { token })).json.body;
    expect(profile.jobTitle).toBe('');
    expect(profile.linkedinUrl).toBe('');
    expect(profile).toMatchObject({ firstName: 'Alex', xUrl: 'https://x.com/northwind_insp' });
  });

  it('refuses an empty last name and a photo that is not an image', async () => {
    const { token } = await freshToken(base);
    const empty = new FormData();
    empty.set('lastName', ' ');
    expect((await call(base, '/api/partner/update', { token, form: empty })).json.success).toBe(false);
    const notImage = new FormData();
    notImage.set('profilePhoto', new Blob(['hello'], { type: 'text/plain' }), 'photo.txt');
    expect((await call(base, '/api/partner/update', { token, form: notImage })).json.success).toBe(false);
    expect((await call(base, '/api/partner/profile', { token })).json.body.lastName).toBe('Morgan');
  });
});

describe('password change', () => {
  const change = (token: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return call(base, '/api/partner/password-change', { token, form });
  };

  it('refuses a wrong current password', async () => {
    const { token } = await freshToken(base);
    const { status, json } = await change(token, { currentPassword: 'nope', newPassword: 'New-Pass-1', confirmPassword: 'New-Pass-1' });
    expect(status).toBe(200);
    expect(json).toEqual({ success: false, error: 'Current password is incorrect' });
  });

  it('refuses a confirmation that differs', async () => {
    const { token, password } = await freshToken(base);
    const { json } = await change(token, { currentPassword: password, newPassword: 'New-Pass-1', confirmPassword: 'New-Pass-2' });
    expect(json.success).toBe(false);
  });

  it('changes the password for the next login', async () => {
    const { token, email, password } = await freshToken(base);
    const { json } = await change(token, { currentPassword: password, newPassword: 'New-Pass-1', confirmPassword: 'New-Pass-1' });
    expect(json.success).toBe(true);
    expect((await call(base, '/api/login', { json: { username: email, password } })).status).toBe(401);
    expect(await login(base, email, 'New-Pass-1')).toEqual(expect.any(String));
    expect((await call(base, `/__sandbox/accounts/${email}`)).json.password).toBe('New-Pass-1');
  });
});
