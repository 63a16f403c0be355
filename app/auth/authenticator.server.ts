import { randomUUID } from 'node:crypto';
import { Authenticator } from 'remix-auth';
import { Strategy } from 'remix-auth/strategy';
import type { UpstreamContext } from '~/upstream/client.server';
import { login, verifyOtp, type LoginOutcome, type OtpOutcome } from '~/upstream/auth.server';

interface FormVerifyParams {
  form: FormData;
  context: UpstreamContext;
}

/**
 * A remix-auth strategy over an HTML form that was already read and CSRF-checked by the
 * action: it hands the form to its verify function.
 */
const HANDOFF_HEADER = 'x-portal-sign-in-step';

/**
 * A remix-auth strategy over an HTML form that the action already read and CSRF-checked.
 * remix-auth copies the request it is given, so the form travels beside it, named by a
 * one-off id in a header of a body-less carrier request.
 */
class CheckedFormStrategy<Result> extends Strategy<Result, FormVerifyParams> {
  constructor(
    public name: string,
    verify: Strategy.VerifyFunction<Result, FormVerifyParams>,
    private readonly params: Map<string, FormVerifyParams>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<Result> {
    const id = request.headers.get(HANDOFF_HEADER) ?? '';
    const params = this.params.get(id);
    this.params.delete(id);
    if (!params) throw new Error('The sign-in form was not prepared for this request.');
    return this.verify(params);
  }
}

type Step = LoginOutcome | OtpOutcome;
const prepared = new Map<string, FormVerifyParams>();

function carrierFor(request: Request, params: FormVerifyParams): Request {
  const id = randomUUID();
  prepared.set(id, params);
  return new Request(request.url, { method: 'POST', headers: { [HANDOFF_HEADER]: id } });
}

const authenticator = new Authenticator<Step>()
  .use(
    new CheckedFormStrategy<Step>(
      'credentials',
      ({ form, context }) => login(context, String(form.get('email') ?? '').trim(), String(form.get('password') ?? '')),
      prepared,
    ),
  )
  .use(
    new CheckedFormStrategy<Step>('otp', ({ form, context }) => verifyOtp(context, String(form.get('otp') ?? '').trim()), prepared),
  );

export function signInWithCredentials(request: Request, form: FormData, context: UpstreamContext): Promise<LoginOutcome> {
  return authenticator.authenticate('credentials', carrierFor(request, { form, context })) as Promise<LoginOutcome>;
}

export function verifyOneTimeCode(request: Request, form: FormData, context: UpstreamContext): Promise<OtpOutcome> {
  return authenticator.authenticate('otp', carrierFor(request, { form, context })) as Promise<OtpOutcome>;
}
