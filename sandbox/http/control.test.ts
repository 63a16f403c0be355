import { describe, expect, it } from 'vitest';
import { DEMO, call, freshAccount, freshToken, login, sandboxForFile } from '../../tests/helpers/sandbox';

const { url: base } = await sandboxForFile();

describe('control API', () => {
  it('health answers ok', async () => {
    expect(await call(base, '/__sandbox/health')).toMatchObject({ status: 200, json: { ok: true } });
  });

  it('makes fresh accounts with unique e-mails', async () => {
    const first = await freshAccount(base);
    const second = await freshAccount(base);
    expect(first.email).toMatch(/^p-[0-9a-f]+@partner\.example$/);
    expect(first.email).not.toBe(second.email);
    expect(first).toEqual({ email: first.email, password: expect.any(String), totpSecret: null });
    const lookup = await call(base, `/__sandbox/accounts/${first.email}`);
    expect(lookup.json).toEqual({ ...first, is2FaEnabled: false });
  });

  it('refuses unknown list names in empty, and answers 404 for unknown accounts', async () => {
    expect((await call(base, '/__sandbox/accounts', { json: { empty: ['news'] } })).status).toBe(400);
    expect((await call(base, '/__sandbox/accounts/nobody@partner.example')).status).toBe(404);
  });

  it("dates a new account's first news items by the ages it is made with, and no other account's", async () => {
    const query = 'query { getNewsListing(sortBy: ["modificationDate"], sortOrder: ["DESC"]) { edges { node { id modificationDate } } } }';
    const news = async (token: string): Promise<{ id: string; modificationDate: number }[]> =>
      (await call(base, '/graphql', { token, json: { query } })).json.data.getNewsListing.edges.map((edge: any) => edge.node);
    const before = Math.floor(Date.now() / 1000);
    const dated = await news((await freshToken(base, { newsAges: [2, 20, 13] })).token);
    const plain = await news((await freshToken(base)).token);
    const day = 24 * 3600;
    const ages = dated.slice(0, 3).map((item) => Math.round((before - item.modificationDate - 3600) / day));
    expect(ages).toEqual([2, 13, 20]);
    // The items after those keep the seed's dates.
    expect(dated.slice(3)).toEqual(plain.slice(3));
    expect(dated.filter((item) => item.modificationDate > before - 14 * day)).toHaveLength(2);
    expect(plain.filter((item) => item.modificationDate > before - 14 * day)).toHaveLength(1);
    for (const bad of [[-1], [1.5], ['3'], Array.from({ length: 31 }, () => 1), [3651], 'soon']) {
      expect((await call(base, '/__sandbox/accounts', { json: { newsAges: bad } })).status).toBe(400);
    }
  });

  it('reset restores the seed, drops fresh accounts and keeps seed sessions', async () => {
    const account = await freshAccount(base);
    const demoToken = await login(base, DEMO.email, DEMO.password);
    const freshTokenValue = await login(base, account.email, account.password);
    await call(base, '/api/partner/pin-products-action', { token: demoToken, json: { action: 'remove', id: 11, elementType: 'Product' } });
    await call(base, '/__sandbox/faults', { json: { match: '/api/partner/leads', status: 500 } });

    expect((await call(base, '/__sandbox/reset', { method: 'POST' })).json).toEqual({ ok: true });

    expect((await call(base, `/__sandbox/accounts/${account.email}`)).status).toBe(404);
    expect((await call(base, '/api/partner/profile', { token: freshTokenValue })).status).toBe(401);
    const pins = (await call(base, '/api/partner/pin-products', { token: demoToken })).json.body.products;
    expect(pins.some((item: any) => item.id === 11)).toBe(true);
    expect((await call(base, '/api/partner/leads', { token: demoToken })).status).toBe(200);
  });
});
