import { Authenticator } from 'remix-auth';
import { Strategy } from 'remix-auth/strategy';
import { getLocale } from '~/i18n/i18n.server';
import { contentLocaleFor } from '~/upstream/client.server';
import { login, verifyOtp, type LoginOutcome, type OtpOutcome } from '~/upstream/auth.server';
import { getSession, readPendingToken } from './session.server';

interface FormVerifyParams {
  form: FormData;
  request: Request;
}

/**
 * A remix-auth strategy over an HTML form, as remix-auth's FormStrategy: it reads the form
 * from (a copy of) the request it authenticates and hands it to its verify function with
 * the request.
 */
class PostedFormStrategy<Result> extends Strategy<Result, FormVerifyParams> {
  constructor(
    public name: string,
    verify: Strategy.VerifyFunction<Result, FormVerifyParams>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<Result> {
    const form = await request.clone().formData();
    return this.verify({ form, request });
  }
}

type Step = LoginOutcome | OtpOutcome;

/**
 * The provider's language, from the request itself. A proof's call runs to its verdict (or its
 * deadline) even when the browser leaves: the verdict counts against the attempt budgets
 * (`provingCall`, rate-limit.server.ts).
 */
async function upstreamFor(request: Request) {
  return { locale: contentLocaleFor(await getLocale(request)), requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined };
}

/** Where the copy of a sign-in request carries the portal's id of the page view (`requestWithForm`). */
const REQUEST_ID_HEADER = 'x-request-id';

const authenticator = new Authenticator<Step>()
  .use(
    new PostedFormStrategy<Step>('credentials', async ({ form, request }) =>
      login(await upstreamFor(request), String(form.get('email') ?? '').trim(), String(form.get('password') ?? '')),
    ),
  )
  .use(
    new PostedFormStrategy<Step>('otp', async ({ form, request }) => {
      // The token that waits for its code travels in the request's session cookie.
      const token = readPendingToken(await getSession(request));
      if (!token) return { kind: 'failed', reason: 'not-verified', message: null } satisfies OtpOutcome;
      return verifyOtp({ ...(await upstreamFor(request)), token }, String(form.get('otp') ?? '').trim());
    }),
  );

/**
 * The request to authenticate: the action has already read (and CSRF-checked) the posted
 * form, so the same form goes back in as the body of a copy of the request (same address,
 * headers, cookie and abort signal), with the request id of its log line (`requestId`), which
 * the provider's calls send as every signed-in call does; none the browser sent.
 */
export function requestWithForm(request: Request, form: FormData, requestId?: string): Request {
  const headers = new Headers(request.headers);
  // The body is encoded anew, with a content type (and boundary) of its own.
  headers.delete('content-type');
  headers.delete('content-length');
  headers.delete(REQUEST_ID_HEADER);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  return new Request(request.url, { method: 'POST', headers, body: form, signal: request.signal });
}

export function signInWithCredentials(request: Request): Promise<LoginOutcome> {
  return authenticator.authenticate('credentials', request) as Promise<LoginOutcome>;
}

export function verifyOneTimeCode(request: Request): Promise<OtpOutcome> {
  return authenticator.authenticate('otp', request) as Promise<OtpOutcome>;
}
