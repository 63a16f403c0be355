import { Form } from 'react-router';
import { CsrfField } from '~/forms/CsrfField';
import type { FormReply } from '~/forms/form-state';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '~/forms/rules';
import { useValidatedForm } from '~/forms/useValidatedForm';
import { useTranslation } from '~/i18n/react';
import { otpFailureMessage, type OtpFailure } from '../sign-in-messages';
import { credentialsRules, OTP_MAX_LENGTH, otpRules } from '../sign-in-rules';
import { ErrorAlert } from '~/ui/ErrorAlert';
import { useStateFormAction } from '~/forms/state-action';

interface StepProps {
  /** Where the partner goes once signed in (the page's `redirectTo`). */
  redirectTo: string;
  submitting: boolean;
  /** The action's answer to the step's last post. */
  lastResult: FormReply | null | undefined;
}

/** The first step: e-mail address and password (the address filled in when `email` names one). */
export function CredentialsStep({ email: knownEmail = '', redirectTo, submitting, lastResult }: StepProps & { email?: string }) {
  const { t } = useTranslation('auth');
  const action = useStateFormAction();
  const form = useValidatedForm({ rules: credentialsRules, lastResult, defaultValue: knownEmail ? { email: knownEmail } : undefined });
  const email = form.field('email');
  const password = form.field('password');
  return (
    <Form method="post" action={action} {...form.props} className="form">
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

/** The second step of an account with 2FA: the one-time code, or giving up on it. */
export function OtpStep({ email, redirectTo, submitting, lastResult, failure }: StepProps & { email: string; failure: OtpFailure | null | undefined }) {
  const { t } = useTranslation('auth');
  const action = useStateFormAction();
  // A code already marked wrong is checked again when the partner leaves the field, not at every digit.
  const form = useValidatedForm({ rules: otpRules, lastResult, recheck: 'blur' });
  const otp = form.field('otp');
  return (
    <>
      <p className="signin__hint">{t('otpHint', { email })}</p>
      {failure ? <ErrorAlert>{t('otpFailed', { message: otpFailureMessage(failure, t) })}</ErrorAlert> : null}
      <Form method="post" action={action} {...form.props} className="form">
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
      <Form method="post" action={action} className="form form--inline">
        <CsrfField />
        <input type="hidden" name="intent" value="cancel-otp" />
        <button type="submit" className="button button--link">
          {t('otpCancel')}
        </button>
      </Form>
    </>
  );
}
