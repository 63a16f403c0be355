import type { Route } from './+types/partner.signin';
import { StandaloneErrorBoundary } from '~/ui/RouteErrorBoundary';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { requestWithForm, signInWithCredentials, verifyOneTimeCode } from '~/auth/authenticator.server';
import { readCheckedForm } from '~/auth/csrf.server';
import { credentialsRules, OTP_MAX_LENGTH, otpRules } from '~/auth/sign-in-rules';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '~/forms/rules';
import { credentialsSchema, otpSchema } from '~/auth/sign-in-schemas.server';
import {
  accountStamp,
  commitSession,
  freshSession,
  getSession,
  readAccountEmail,
  readPendingToken,
  readToken,
  setPendingOtp,
  setSignedIn,
} from '~/auth/session.server';
import { returnTarget } from '~/lib/safe-redirect';
import { isPortalScreen } from '~/lib/paths';
import { withParams } from '~/lib/url-state';
import { useValidatedForm } from '~/forms/useValidatedForm';
import { UpstreamError } from '~/upstream/errors';
import { CsrfField } from '~/forms/CsrfField';
import { Modal } from '~/ui/Modal';
import { SignupRequest } from '~/ui/SignupRequest';
import { allowsBackdropVideo, SignInBackdrop } from '~/ui/SignInBackdrop';
import { LOGOUT_FAILED_NOTICE } from '~/auth/sign-out-notice';
import { signInFailureMessage, otpFailureMessage, type SignInFailure, type OtpFailure } from '~/auth/sign-in-messages';
import { getConfig } from '~/config.server';
import { logger } from '~/lib/logger.server';
import { proofAttempt, TOO_MANY_HEADERS } from '~/auth/rate-limit.server';
import { usedCodes } from '~/auth/used-codes.server';
import { accountDigest } from '~/auth/account-digest.server';
import { deviceCookieAfterSignIn, readDeviceEntries } from '~/auth/device-cookie.server';
import { CSP_EXTRA_HEADER } from '~/lib/csp';
import { MARKETING_FORM_CSP, policyHeaders } from '~/forms/marketing-form.server';
import { PASSWORD_CHANGED_NOTICE } from '~/profile/password-change';
import { NO_STORE } from '~/lib/no-store';
import { noteAfterSignIn, readReturnNote } from '~/auth/return-note.server';
import { getLocale, routeDictionary } from '~/i18n/i18n.server';
import { logoutQuietly } from '~/upstream/auth.server';
import { contentLocaleFor } from '~/upstream/client.server';
import type { I18nHandle } from '~/i18n/config';
import { portalRedirect, portalRedirectDocument } from '~/lib/redirects';

export const meta: Route.MetaFunction = () => [{ title: 'Partner Account Sign In' }];

/** The texts this page reads beyond `common`, sent by its loader. */
export const handle = { i18n: ['auth'] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const url = new URL(request.url);
  if (readToken(session)) throw portalRedirect(returnTarget(url.searchParams.get('redirectTo')));
  const config = getConfig();
  return data(
    {
      dictionary: routeDictionary(await getLocale(request), handle.i18n),
      step: readPendingToken(session) ? ('otp' as const) : ('credentials' as const),
      /** The partner comes here because their session ended (not on a first visit, nor after signing out). */
      sessionEnded: (await readReturnNote(request))?.ended === true,
      email: readPendingToken(session) ? readAccountEmail(session) : '',
      backdropVideo: allowsBackdropVideo(request),
      signup: {
        portalId: config.HUBSPOT_PORTAL_ID,
        formId: config.HUBSPOT_SIGNUP_FORM_ID,
        region: config.HUBSPOT_REGION,
        supportEmail: config.SUPPORT_EMAIL,
      },
    },
    { headers: { ...NO_STORE, [CSP_EXTRA_HEADER]: MARKETING_FORM_CSP } },
  );
}

export const headers: Route.HeadersFunction = policyHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request);
  // Any page of the portal may sign in, whoever it was drawn for (an older tab, a session that ended).
  const form = await readCheckedForm(request, session, true);
  const intent = form.get('intent');
  const back = new URL(request.url);
  /** The sign-in page again, by path: a Location never names a host the request claimed. */
  const here = `${back.pathname}${back.search}`;

  if (intent === 'cancel-otp') {
    const fresh = await freshSession(request);
    return portalRedirect(here, { headers: { 'Set-Cookie': await commitSession(request, fresh), ...NO_STORE } });
  }

  const tooMany = () => data({ submission: null, failure: null, otpFailure: null, rateLimited: true }, { status: 429, headers: TOO_MANY_HEADERS });
  const devices = await readDeviceEntries(request);
  /** The signed-in session's cookie, and the device cookie that this browser signed in to the account before. */
  const signedIn = async (email: string, token: string, redirectTo: string | undefined) => {
    const fresh = await freshSession(request);
    setSignedIn(fresh, token, await accountStamp(email));
    const headers = new Headers(NO_STORE);
    headers.append('Set-Cookie', await commitSession(request, fresh));
    for (const cookie of await deviceCookieAfterSignIn(request, devices, email)) headers.append('Set-Cookie', cookie);
    const note = await noteAfterSignIn(request, accountDigest(email));
    if (note) headers.append('Set-Cookie', note);
    const target = returnTarget(redirectTo);
    // A file (a shared document link) is no screen: the browser loads it as a document of its own.
    return isPortalScreen(target) ? portalRedirect(target, { headers }) : portalRedirectDocument(target, { headers });
  };

  if (intent === 'otp') {
    const submission = parseWithZod(form, { schema: otpSchema });
    if (submission.status !== 'success') return data({ submission: submission.reply(), failure: null, otpFailure: null }, { headers: NO_STORE });
    if (!readPendingToken(session)) return portalRedirect(here, { headers: NO_STORE });
    const pendingEmail = readAccountEmail(session);
    const account = accountDigest(pendingEmail);
    const attempt = proofAttempt('otp', pendingEmail, devices, context.clientIp);
    if (!(await attempt.take())) return tooMany();
    const refused = (failure: OtpFailure) =>
      data({ submission: submission.reply({ resetForm: true }), failure: null, otpFailure: failure }, { headers: NO_STORE });
    // A code that signed this account in before is refused (RFC 6238 5.2), with the spec's OTP failure text.
    const { otp } = submission.value;
    if (await usedCodes.wasUsed(account, otp)) return refused({ reason: 'not-verified', message: null });
    let outcome;
    try {
      outcome = await verifyOneTimeCode(requestWithForm(request, form));
    } catch (error) {
      await attempt.abandoned();
      const failure: OtpFailure = {
        reason: 'http',
        message: error instanceof UpstreamError ? (error.serverMessage ?? null) : null,
        status: error instanceof UpstreamError ? error.status : undefined,
      };
      return data({ submission: submission.reply(), failure: null, otpFailure: failure }, { headers: NO_STORE });
    }
    if (outcome.kind === 'failed') return refused(outcome as OtpFailure);
    // Another request signed in with the same code first: this one's token is handed back unused.
    if (!(await usedCodes.claim(account, otp))) {
      await logoutQuietly({ token: outcome.token, locale: contentLocaleFor(await getLocale(request)), signal: request.signal });
      return refused({ reason: 'not-verified', message: null });
    }
    await attempt.succeeded();
    return signedIn(pendingEmail, outcome.token, submission.value.redirectTo);
  }

  const submission = parseWithZod(form, { schema: credentialsSchema });
  if (submission.status !== 'success') {
    return data({ submission: submission.reply({ hideFields: ['password'] }), failure: null, otpFailure: null }, { headers: NO_STORE });
  }
  const { email } = submission.value;
  const attempt = proofAttempt('password', email, devices, context.clientIp);
  if (!(await attempt.take())) return tooMany();
  let outcome;
  try {
    outcome = await signInWithCredentials(requestWithForm(request, form));
  } catch (error) {
    await attempt.abandoned();
    logger.warn({ err: error }, 'sign-in call failed');
    const failure: SignInFailure = { reason: 'unavailable', message: null, error: error instanceof UpstreamError ? error.toJSON() : null };
    return data({ submission: submission.reply({ hideFields: ['password'] }), failure, otpFailure: null }, { headers: NO_STORE });
  }
  if (outcome.kind === 'failed') {
    return data({ submission: submission.reply({ hideFields: ['password'] }), failure: outcome as SignInFailure, otpFailure: null }, { headers: NO_STORE });
  }
  await attempt.succeeded();
  if (outcome.kind === 'needs-otp') {
    const fresh = await freshSession(request);
    setPendingOtp(fresh, outcome.pendingToken, await accountStamp(email));
    return portalRedirect(here, { headers: { 'Set-Cookie': await commitSession(request, fresh), ...NO_STORE } });
  }
  return signedIn(email, outcome.token, submission.value.redirectTo);
}

/** What the sign-in's action answered: the form's result, a refusal or the provider's failure. */
type SignInActionData = Route.ComponentProps['actionData'];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { step, email, signup, backdropVideo, sessionEnded } = loaderData;
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const redirectTo = params.get('redirectTo') ?? '';
  const closeHref = withParams(params, { signup: null });

  return (
    <main id="main" className="signin">
      <SignInBackdrop withVideo={backdropVideo} />
      <section className="signin__card" aria-labelledby="signin-title">
        <h1 id="signin-title">{t('title')}</h1>
        {params.get('notice') === PASSWORD_CHANGED_NOTICE && !actionData ? (
          <p className="alert alert--success" role="status">
            {t('passwordChanged')}
          </p>
        ) : null}
        {params.get('notice') === LOGOUT_FAILED_NOTICE && !actionData ? (
          <p className="alert alert--error" role="alert">
            {t('logoutFailed')}
          </p>
        ) : null}
        {sessionEnded && step === 'credentials' ? (
          <p className="alert" role="status">
            {t('sessionExpired')}
          </p>
        ) : null}
        {actionData && 'rateLimited' in actionData && actionData.rateLimited ? (
          <p className="alert alert--error" role="alert">
            {t('common:rateLimited.text')}
          </p>
        ) : null}
        {step === 'otp' ? (
          <OtpStep email={email} redirectTo={redirectTo} submitting={submitting} actionData={actionData} />
        ) : (
          <CredentialsStep redirectTo={redirectTo} submitting={submitting} actionData={actionData} />
        )}
        <p className="signin__signup">
          <Link to={withParams(params, { signup: '1' })} reloadDocument>
            {t('signupLink')}
          </Link>
        </p>
      </section>
      {actionData?.failure ? (
        <Modal title={t('errorTitle')} closeHref={`?${params.toString()}`} role="alertdialog">
          <p>{t('signInFailed', { message: signInFailureMessage(actionData.failure, t) })}</p>
          <p>{t('advice')}</p>
        </Modal>
      ) : null}
      {params.get('signup') === '1' ? (
        <Modal title={t('signupTitle')} closeHref={closeHref} className="modal--wide">
          <SignupRequest {...signup} />
        </Modal>
      ) : null}
    </main>
  );
}

function CredentialsStep({ redirectTo, submitting, actionData }: { redirectTo: string; submitting: boolean; actionData: SignInActionData }) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm({ rules: credentialsRules, lastResult: actionData?.submission });
  const email = form.field('email');
  const password = form.field('password');
  return (
    <Form method="post" {...form.props} className="form">
      <CsrfField />
      <input type="hidden" name="intent" value="credentials" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="field">
        <label htmlFor={email.id}>{t('email')}</label>
        <input {...email.input} type="email" autoComplete="username" maxLength={EMAIL_MAX_LENGTH} />
        {email.error ? (
          <p className="field__error" id={email.errorId}>
            {t(email.error)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={password.id}>{t('password')}</label>
        <input {...password.input} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        {password.error ? (
          <p className="field__error" id={password.errorId}>
            {t(password.error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('signingIn') : t('signIn')}
      </button>
    </Form>
  );
}

function OtpStep({ email, redirectTo, submitting, actionData }: { email: string; redirectTo: string; submitting: boolean; actionData: SignInActionData }) {
  const { t } = useTranslation('auth');
  // A code already marked wrong is checked again when the partner leaves the field, not at every digit.
  const form = useValidatedForm({ rules: otpRules, lastResult: actionData?.submission, recheck: 'blur' });
  const otp = form.field('otp');
  return (
    <>
      <p className="signin__hint">{t('otpHint', { email })}</p>
      {actionData?.otpFailure ? (
        <p className="alert alert--error" role="alert">
          {t('otpFailed', { message: otpFailureMessage(actionData.otpFailure, t) })}
        </p>
      ) : null}
      <Form method="post" {...form.props} className="form">
        <CsrfField />
        <input type="hidden" name="intent" value="otp" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="field">
          <label htmlFor={otp.id}>{t('otp')}</label>
          <input {...otp.input} type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={OTP_MAX_LENGTH} />
          {otp.error ? (
            <p className="field__error" id={otp.errorId}>
              {t(otp.error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('verifying') : t('verify')}
        </button>
      </Form>
      <Form method="post" className="form form--inline">
        <CsrfField />
        <input type="hidden" name="intent" value="cancel-otp" />
        <button type="submit" className="button button--link">
          {t('otpCancel')}
        </button>
      </Form>
    </>
  );
}

/** A refused post (another site's form) shows the error page in the partner's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StandaloneErrorBoundary error={error} />;
}
