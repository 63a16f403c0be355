import { describe, expect, it } from 'vitest';
import { DEMO, SECURE, call, freshAccount, login, sandboxForFile, totpCode } from '../../tests/helpers/sandbox';

const { url: base } = await sandboxForFile();

describe('login without 2FA', () => {
  it('answers a full token that opens protected calls', async () => {
    const { status, json } = await call(base, '/api/login', { json: { username: DEMO.email, password: DEMO.password } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ is2faEnabled: false });
    expect(typeof json.token).toBe('string');
    expect(typeof json.message).toBe('string');
    const profile = await call(base, '/api/partner/profile', { token: json.token });
    expect(profile.status).toBe(200);
    expect(profile.json.body.email).toBe(DEMO.email);
  });

  it('treats the e-mail case-insensitively', async () => {
    const { status } = await call(base, '/api/login', { json: { username: 'Demo@Partner.Example', password: DEMO.password } });
    expect(status).toBe(200);
  });

  it('refuses wrong credentials with 401 and the contract message', async () => {
    for (const body of [{ username: DEMO.email, password: 'wrong' }, { username: 'nobody@partner.example', password: DEMO.password }, {}]) {
      const { status, json } = await call(base, '/api/login', { json: body });
      expect(status).toBe(401);
      expect(json).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('issues a different opaque token on every login', async () => {
    const first = await login(base, DEMO.email, DEMO.password);
    const second = await login(base, DEMO.email, DEMO.password);
    expect(first).not.toBe(second);
    expect(first).not.toContain(DEMO.email);
  });
});

describe('protected calls', () => {
  it('answer 401 without a token, with an unknown token and with a malformed header', async () => {
    expect(await call(base, '/api/partner/profile')).toMatchObject({ status: 401, json: { message: 'Unauthorized' } });
    expect(await call(base, '/api/partner/profile', { token: 'not-a-token' })).toMatchObject({ status: 401 });
    const response = await fetch(`${base}/api/partner/leads`, { headers: { authorization: 'Basic abc' } });
    expect(response.status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const token = await login(base, DEMO.email, DEMO.password);
    expect(await call(base, '/api/logout', { token, method: 'POST' })).toMatchObject({ status: 200, json: { message: 'Logged out' } });
    expect((await call(base, '/api/partner/profile', { token })).status).toBe(401);
    expect((await call(base, '/api/logout', { token, method: 'POST' })).status).toBe(401);
  });
});

describe('login with 2FA', () => {
  it('answers a pre-auth token that only /api/2fa/verify accepts', async () => {
    const { status, json } = await call(base, '/api/login', { json: { username: SECURE.email, password: SECURE.password } });
    expect(status).toBe(200);
    expect(json.is2faEnabled).toBe(true);
    const preAuth = json.token as string;
    for (const path of ['/api/partner/profile', '/api/partner/leads', '/api/documents', '/api/partner/categories']) {
      expect((await call(base, path, { token: preAuth })).status).toBe(401);
    }
    expect((await call(base, '/api/2fa/enable', { token: preAuth, method: 'POST' })).status).toBe(401);
    expect((await call(base, '/api/logout', { token: preAuth, method: 'POST' })).status).toBe(401);
    const graphql = await call(base, '/graphql', { token: preAuth, json: { query: '{ getEventsListing { totalCount } }' } });
    expect(graphql.status).toBe(401);
    expect((await call(base, '/media/products/x10.svg', { token: preAuth })).status).toBe(401);
  });

  it('refuses a wrong one-time code with 400', async () => {
    const preAuth = await login(base, SECURE.email, SECURE.password);
    const wrong = (Number(totpCode(SECURE.secret)) + 500_000) % 1_000_000;
    const { status, json } = await call(base, '/api/2fa/verify', { token: preAuth, json: { otp_code: String(wrong).padStart(6, '0') } });
    expect(status).toBe(400);
    expect(json).toEqual({ message: 'Invalid one-time code' });
    expect((await call(base, '/api/2fa/verify', { token: preAuth, json: { otp_code: 'abc' } })).status).toBe(400);
  });

  it('verify answers a new full token; the pre-auth token is spent', async () => {
    const preAuth = await login(base, SECURE.email, SECURE.password);
    const { status, json } = await call(base, '/api/2fa/verify', { token: preAuth, json: { otp_code: totpCode(SECURE.secret) } });
    expect(status).toBe(200);
    expect(json.message).toBe('2FA verification successful.');
    expect(json.token).not.toBe(preAuth);
    const profile = await call(base, '/api/partner/profile', { token: json.token });
    expect(profile.status).toBe(200);
    expect(profile.json.body.is2FaEnabled).toBe(true);
    expect((await call(base, '/api/2fa/verify', { token: preAuth, json: { otp_code: totpCode(SECURE.secret) } })).status).toBe(401);
  });

  it('verify refuses a full token and no token', async () => {
    const full = await login(base, DEMO.email, DEMO.password);
    expect((await call(base, '/api/2fa/verify', { token: full, json: { otp_code: '123456' } })).status).toBe(401);
    expect((await call(base, '/api/2fa/verify', { json: { otp_code: '123456' } })).status).toBe(401);
  });
});

describe('enabling 2FA', () => {
  it('answers a QR PNG, turns 2FA on with a new secret, and the new secret verifies', async () => {
    const account = await freshAccount(base);
    expect(account.totpSecret).toBeNull();
    const token = await login(base, account.email, account.password);
    const { status, json } = await call(base, '/api/2fa/enable', { token, method: 'POST' });
    expect(status).toBe(200);
    expect(json.params.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(json.params.image.split(',')[1], 'base64');
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);

    const lookup = await call(base, `/__sandbox/accounts/${encodeURIComponent(account.email)}`);
    expect(lookup.json.is2FaEnabled).toBe(true);
    const secret = lookup.json.totpSecret as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(secret).not.toBe(SECURE.secret);
    expect((await call(base, '/api/partner/profile', { token })).json.body.is2FaEnabled).toBe(true);

    const second = await call(base, '/api/login', { json: { username: account.email, password: account.password } });
    expect(second.json.is2faEnabled).toBe(true);
    const verified = await call(base, '/api/2fa/verify', { token: second.json.token, json: { otp_code: totpCode(secret) } });
    expect(verified.status).toBe(200);
    expect((await call(base, '/api/partner/leads', { token: verified.json.token })).status).toBe(200);
  });

  it('fresh accounts can start with 2FA on their own secret', async () => {
    const account = await freshAccount(base, { twoFactor: true });
    expect(account.totpSecret).toMatch(/^[A-Z2-7]+$/);
    const preAuth = await login(base, account.email, account.password);
    const verified = await call(base, '/api/2fa/verify', { token: preAuth, json: { otp_code: totpCode(account.totpSecret!) } });
    expect(verified.status).toBe(200);
  });
});
