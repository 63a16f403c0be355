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
class CheckedFormStrategy<Result> extends Strategy<Result, FormVerifyParams> {
  constructor(
    public name: string,
    verify: Strategy.VerifyFunction<Result, FormVerifyParams>,
    private readonly params: WeakMap<Request, FormVerifyParams>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<Result> {
    const params = this.params.get(request);
    if (!params) throw new Error('The sign-in form was not prepared for this request.');
    return this.verify(params);
  }
}

type Step = LoginOutcome | OtpOutcome;
const prepared = new WeakMap<Request, FormVerifyParams>();

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
  prepared.set(request, { form, context });
  return authenticator.authenticate('credentials', request) as Promise<LoginOutcome>;
}

export function verifyOneTimeCode(request: Request, form: FormData, context: UpstreamContext): Promise<OtpOutcome> {
  prepared.set(request, { form, context });
  return authenticator.authenticate('otp', request) as Promise<OtpOutcome>;
}
