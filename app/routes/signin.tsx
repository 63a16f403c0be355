import type { Route } from './+types/signin';
import { data, Link, useNavigation, useSearchParams } from 'react-router';
import { readCheckedForm } from '~/auth/csrf.server';
import { readReturnNote } from '~/auth/return-note.server';
import { signInFailureMessage } from '~/auth/sign-in-messages';
import { cancelOneTimeCode, credentialsStep, oneTimeCodeStep } from '~/auth/sign-in-steps.server';
import { commitSession, getSession, readAccountEmail, readPendingToken, readSignInAgain, readToken } from '~/auth/session.server';
import { LOGOUT_FAILED_NOTICE } from '~/auth/sign-out-notice';
import { CredentialsStep, OtpStep } from '~/auth/ui/SignInSteps';
import { getConfig } from '~/config.server';
import { requestFacts } from '~/load-context';
import { MARKETING_FORM_CSP, policyHeaders } from '~/forms/marketing-form.server';
import type { I18nHandle } from '~/i18n/config';
import { localeOf, routeDictionary } from '~/i18n/i18n.server';
import { useTranslation } from '~/i18n/react';
import { CSP_EXTRA_HEADER } from '~/lib/csp';
import { NO_STORE } from '~/lib/no-store';
import { redirect } from '~/lib/redirects';
import { returnTarget } from '~/lib/safe-redirect';
import { withParams } from '~/lib/url-state';
import { PASSWORD_CHANGED_NOTICE } from '~/profile/password-change';
import { Modal } from '~/ui/Modal';
import { StandaloneErrorBoundary } from '~/ui/RouteErrorBoundary';
import { allowsBackdropVideo, SignInBackdrop } from '~/ui/SignInBackdrop';
import { SignupRequest } from '~/ui/SignupRequest';
import { ErrorAlert } from '~/ui/ErrorAlert';
import { metaText } from '~/i18n/meta';

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'auth', 'title', 'Partner Account Sign In') }];

/** The texts this page reads beyond `common`, sent by its loader. */
export const handle = { i18n: ['auth'] } satisfies I18nHandle;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await getSession(request);
  if (readToken(session)) throw redirect(returnTarget(url.searchParams.get('redirectTo')));
  const config = getConfig();
  const pending = readPendingToken(session) !== null;
  // A sign-in whose code step ended at the provider: asked again, once, for the same e-mail.
  const again = pending ? null : readSignInAgain(session);
  const headers = new Headers({ ...NO_STORE, [CSP_EXTRA_HEADER]: MARKETING_FORM_CSP });
  if (again !== null) headers.append('Set-Cookie', await commitSession(request, session));
  return data(
    {
      dictionary: routeDictionary(localeOf(context), handle.i18n),
      step: pending ? ('otp' as const) : ('credentials' as const),
      /** The partner comes here because their session ended (not on a first visit, nor after signing out). */
      sessionEnded: again !== null || (await readReturnNote(request))?.ended === true,
      email: pending ? readAccountEmail(session) : (again ?? ''),
      backdropVideo: allowsBackdropVideo(request),
      signup: {
        portalId: config.HUBSPOT_PORTAL_ID,
        formId: config.HUBSPOT_SIGNUP_FORM_ID,
        region: config.HUBSPOT_REGION,
        supportEmail: config.SUPPORT_EMAIL,
      },
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = policyHeaders;

export async function action({ request, url, context }: Route.ActionArgs) {
  const session = await getSession(request);
  // Any page of the portal may sign in, whoever it was drawn for (an older tab, a session that ended).
  const form = await readCheckedForm(request, session, true);
  const { clientIp, requestId } = context.get(requestFacts);
  const post = { request, session, form, clientIp, requestId, here: `${url.pathname}${url.search}` };
  switch (form.get('intent')) {
    case 'cancel-otp':
      return cancelOneTimeCode(post);
    case 'otp':
      return oneTimeCodeStep(post);
    default:
      return credentialsStep(post);
  }
}

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
        {params.get('notice') === LOGOUT_FAILED_NOTICE && !actionData ? <ErrorAlert>{t('logoutFailed')}</ErrorAlert> : null}
        {sessionEnded && step === 'credentials' ? (
          <p className="alert" role="status">
            {t('sessionExpired')}
          </p>
        ) : null}
        {actionData && 'rateLimited' in actionData && actionData.rateLimited ? <ErrorAlert>{t('common:rateLimited.text')}</ErrorAlert> : null}
        {step === 'otp' ? (
          <OtpStep email={email} redirectTo={redirectTo} submitting={submitting} lastResult={actionData?.submission} failure={actionData?.otpFailure} />
        ) : (
          <CredentialsStep email={email} redirectTo={redirectTo} submitting={submitting} lastResult={actionData?.submission} />
        )}
        <p className="signin__signup">
          <Link to={withParams(params, { signup: '1' })} reloadDocument>
            {t('signupLink')}
          </Link>
        </p>
      </section>
      {actionData?.failure ? (
        <Modal title={t('errorTitle')} closeHref={withParams(params, {})} role="alertdialog" closesInPlace>
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

/** A refused post (another site's form) shows the error page in the partner's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StandaloneErrorBoundary error={error} />;
}
