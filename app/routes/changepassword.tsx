import type { Route } from './+types/changepassword';
import { requestFacts } from '~/load-context';
import { data } from 'react-router';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { readFormWithCsrfVerdict } from '~/auth/csrf.server';
import { clearedReply, OTHER_ACCOUNT_FORM } from '~/forms/stale-form';
import { withSignedIn } from '~/auth/signed-in.server';
import { destroySession, endAccountSessions, readAccountEmail } from '~/auth/session.server';
import { keepOwnChange } from '~/auth/own-change.server';
import { readDeviceEntries } from '~/auth/device-cookie.server';
import { proofAttempt, provingCall, TOO_MANY_HEADERS } from '~/auth/rate-limit.server';
import { logger } from '~/lib/logger.server';
import { recordAccountProof } from '~/lib/metrics.server';
import { SIGN_IN_PATH } from '~/lib/paths';
import { metaText } from '~/i18n/meta';
import { changePasswordRules, PASSWORD_FIELDS } from '~/profile/password-rules';
import { changePasswordSchema } from '~/profile/password-schema.server';
import { passwordChangeFailure, PASSWORD_CHANGED_NOTICE, type PasswordChangeFailure } from '~/profile/password-change';
import { changePasswordOnce } from '~/profile/password-change-once.server';
import styles from '~/styles/profile.css?url';
import { FieldError } from '~/profile/ui/FieldError';
import { CsrfField } from '~/forms/CsrfField';
import { useValidatedForm } from '~/forms/useValidatedForm';
import { PASSWORD_MAX_LENGTH } from '~/forms/rules';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { logoutQuietly } from '~/upstream/auth.server';
import { rethrowSignedOut } from '~/upstream/errors';
import { changePassword } from '~/upstream/profile.server';
import { NO_STORE } from '~/lib/no-store';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { redirect } from '~/lib/redirects';
import { ErrorAlert } from '~/ui/ErrorAlert';
import { parseForm } from '~/forms/form-schema.server';
import { useStateFormAction } from '~/forms/state-action';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'profile', 'password.title', 'Change Password') }];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ setCookie, locale }) => {
    const headers = new Headers(NO_STORE);
    if (setCookie) headers.append('Set-Cookie', setCookie);
    return data({ dictionary: routeDictionary(locale, handle.i18n) }, { headers });
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return withSignedIn({ request, context }, async ({ session, upstream }) => {
    const { form, verdict } = await readFormWithCsrfVerdict(request, session);
    const submission = parseForm(form, changePasswordSchema);
    // Passwords travel back into the page only when the form's own rules refused them (as with
    // JavaScript, where those rules run before sending): never once the provider checked one.
    // Form errors answer 200, as the sign-in does: the page itself is fine, the input is not.
    const reply = (failure: PasswordChangeFailure | null, rateLimited = false, formError?: string) =>
      data(
        {
          lastResult: submission.reply({
            hideFields: submission.status === 'success' || formError ? [...PASSWORD_FIELDS] : [],
            formErrors: formError ? [formError] : undefined,
          }),
          failure,
          rateLimited,
        },
        { status: rateLimited ? 429 : 200, headers: rateLimited ? TOO_MANY_HEADERS : NO_STORE },
      );
    // Sent from a page drawn for another account: nothing is changed, and the passwords typed
    // for that account are cleared from the form, with JavaScript too.
    if (verdict === 'stale') {
      const lastResult = clearedReply(submission.reply({ hideFields: [...PASSWORD_FIELDS], formErrors: [OTHER_ACCOUNT_FORM] }));
      return data({ lastResult, failure: null, rateLimited: false }, { headers: NO_STORE });
    }
    if (submission.status !== 'success') return reply(null);

    // The current password is a proof of who the partner is: counted as a sign-in's is.
    const email = readAccountEmail(session);
    const attempt = proofAttempt('password', email, await readDeviceEntries(request), context.get(requestFacts).clientIp);
    if (!(await attempt.take())) {
      recordAccountProof('password_change', 'refused_budget');
      return reply(null, true);
    }
    let outcome;
    try {
      // The same change sent twice is asked once: the second post gets the first's outcome.
      outcome = await changePasswordOnce(email, submission.value, () => changePassword(provingCall(upstream), submission.value));
    } catch (error) {
      await attempt.callFailed(error);
      recordAccountProof('password_change', 'unavailable');
      rethrowSignedOut(error);
      logger.warn({ err: error }, 'password change failed');
      return reply({ message: null });
    }
    if (!outcome.success) {
      recordAccountProof('password_change', 'refused');
      return reply(passwordChangeFailure(outcome));
    }
    await attempt.succeeded();
    recordAccountProof('password_change', 'success');

    // Spec 4: after a successful change the partner is signed out and sent to sign-in, and
    // every other session of the account (other browsers, copies of the cookie) ends too. This
    // form sent again from this session gets the same answer.
    await keepOwnChange(session, { ended: PASSWORD_CHANGED_NOTICE });
    await endAccountSessions(session);
    await logoutQuietly(upstream);
    return redirect(`${SIGN_IN_PATH}?notice=${PASSWORD_CHANGED_NOTICE}`, {
      headers: { 'Set-Cookie': await destroySession(request, session), ...NO_STORE },
    });
  });
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const action = useStateFormAction();
  const navigation = useNavigation();
  const updating = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const form = useValidatedForm({ rules: changePasswordRules, lastResult: actionData?.lastResult });
  const failure = actionData?.failure;
  const passwordField = (name: (typeof PASSWORD_FIELDS)[number], label: string, autoComplete: string) => {
    const field = form.field(name);
    return (
      <div className="field">
        <label htmlFor={field.id}>{label}</label>
        <input {...field.input} type="password" autoComplete={autoComplete} required maxLength={PASSWORD_MAX_LENGTH} />
        <FieldError id={field.errorId} message={field.error ? t(field.error) : null} />
      </div>
    );
  };
  return (
    <section className="page change-password" aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t('password.title')}</h1>
      <div className="card change-password__card">
        {failure ? <ErrorAlert>{failure.message ?? t('password.failed')}</ErrorAlert> : null}
        {form.error ? <ErrorAlert id={form.errorId}>{t(form.error)}</ErrorAlert> : null}
        {actionData?.rateLimited ? <ErrorAlert>{t('common:rateLimited.proof')}</ErrorAlert> : null}
        <Form method="post" action={action} {...form.props} className="form">
          <CsrfField />
          {passwordField('currentPassword', t('password.current'), 'current-password')}
          {passwordField('newPassword', t('password.new'), 'new-password')}
          {passwordField('confirmPassword', t('password.confirm'), 'new-password')}
          <div className="toolbar">
            <button type="submit" className="button button--primary" disabled={updating}>
              {updating ? t('password.submitting') : t('password.submit')}
            </button>
            <Link to="/profile" className="button">
              {t('password.back')}
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
