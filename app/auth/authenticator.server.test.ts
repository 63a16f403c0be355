import { describe, expect, it } from 'vitest';
import { standInProvider } from '../../tests/helpers/stand-in-provider';

/** A provider that records what the sign-in strategies send it. */
const calls: { path: string; authorization?: string; requestId?: string; body: unknown }[] = [];
await standInProvider((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk));
  req.on('end', () => {
    calls.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      requestId: req.headers['x-request-id'] as string | undefined,
      body: JSON.parse(text || 'null'),
    });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/login') res.end(JSON.stringify({ token: 'full-token', is2faEnabled: false }));
    else res.end(JSON.stringify({ message: '2FA verification successful.', token: 'verified-token' }));
  });
});

const { requestWithForm, signInWithCredentials, verifyOneTimeCode } = await import('~/auth/authenticator.server');
const { accountStamp, commitSession, freshSession, setPendingOtp } = await import('~/auth/session.server');

const posted = (fields: Record<string, string>, cookie?: string) =>
  new Request('http://portal.test/partner/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });

describe('the sign-in strategies read what they need from the request they authenticate', () => {
  it('a request built from an already read form carries the form, the cookie and the abort signal', async () => {
    const controller = new AbortController();
    const original = new Request('http://portal.test/partner/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'partner_session=abc' },
      body: 'email=a%40partner.example&password=p%C3%A4ss',
      signal: controller.signal,
    });
    const form = await original.formData();
    const copy = requestWithForm(original, form);
    expect(Object.fromEntries(await copy.clone().formData())).toEqual({ email: 'a@partner.example', password: 'päss' });
    expect(copy.headers.get('cookie')).toBe('partner_session=abc');
    controller.abort();
    expect(copy.signal.aborted).toBe(true);
  });

  it('credentials: e-mail and password from the posted form', async () => {
    calls.length = 0;
    const request = posted({ email: ' partner@partner.example ', password: 'Secret-1' });
    const outcome = await signInWithCredentials(requestWithForm(request, await request.formData()));
    expect(outcome).toEqual({ kind: 'signed-in', token: 'full-token' });
    expect(calls).toEqual([
      { path: '/api/login', authorization: undefined, requestId: undefined, body: { username: 'partner@partner.example', password: 'Secret-1' } },
    ]);
  });

  it('one-time code: the code from the form, the waiting token from the session cookie', async () => {
    calls.length = 0;
    const session = await freshSession(posted({}));
    setPendingOtp(session, 'pending-token', await accountStamp('partner@partner.example'));
    const cookie = (await commitSession(posted({}), session)).split(';')[0];
    const request = posted({ otp: ' 123456 ' }, cookie);
    const outcome = await verifyOneTimeCode(requestWithForm(request, await request.formData()));
    expect(outcome).toEqual({ kind: 'verified', token: 'verified-token' });
    expect(calls).toEqual([{ path: '/api/2fa/verify', authorization: 'Bearer pending-token', requestId: undefined, body: { otp_code: '123456' } }]);
  });

  it("sends the page view's request id with the provider's calls, never one the browser sent", async () => {
    calls.length = 0;
    const request = new Request('http://portal.test/partner/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'browser-chosen' },
      body: new URLSearchParams({ email: 'partner@partner.example', password: 'Secret-1' }),
    });
    const form = await request.formData();
    await signInWithCredentials(requestWithForm(request, form, 'req-7f3a'));
    await signInWithCredentials(requestWithForm(request, form));
    expect(calls.map((call) => [call.path, call.requestId])).toEqual([
      ['/api/login', 'req-7f3a'],
      ['/api/login', undefined],
    ]);
  });

  it('one-time code without a waiting sign-in asks the provider nothing', async () => {
    calls.length = 0;
    const request = posted({ otp: '123456' });
    const outcome = await verifyOneTimeCode(requestWithForm(request, await request.formData()));
    expect(outcome.kind).toBe('failed');
    expect(calls).toEqual([]);
  });
});
