import { describe, expect, it } from 'vitest';
import { requireSignedIn, type SignedIn } from '~/auth/guard.server';
import { i18nextMiddleware } from '~/i18n/i18n.server';
import { loadContextOf } from '~/load-context';
import { accountStamp, commitSession, freshSession, setSignedIn } from '~/auth/session.server';

async function signedInCookie(): Promise<string> {
  const session = await freshSession(new Request('http://portal.test/partner/'));
  setSignedIn(session, 'provider-token', await accountStamp('ids@partner.example'));
  return (await commitSession(new Request('http://portal.test/partner/'), session)).split(';')[0];
}

describe('the upstream context of a signed-in request', () => {
  it('carries the request id of the request’s log line, not the header as it came', async () => {
    const cookie = await signedInCookie();
    const request = new Request('http://portal.test/partner/dashboard', { headers: { cookie, 'x-request-id': 'not an id; it has spaces' } });
    const context = loadContextOf({ nonce: 'n', requestId: 'generated-id-1', clientIp: '127.0.0.1' });
    // As React Router runs it: the root's middleware first, which finds the request's language.
    let signedIn: SignedIn | undefined;
    await i18nextMiddleware({ request, url: new URL(request.url), pattern: '/dashboard', params: {}, context }, async () => {
      signedIn = await requireSignedIn({ request, context });
      return new Response();
    });
    expect(signedIn?.upstream).toMatchObject({ token: 'provider-token', requestId: 'generated-id-1' });
  });
});
