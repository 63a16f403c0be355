import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { CsrfField } from '~/forms/CsrfField';
import type { FormReply } from '~/forms/form-state';
import { PASSWORD_MAX_LENGTH } from '~/forms/rules';
import { useValidatedForm } from '~/forms/useValidatedForm';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { Modal } from '~/ui/Modal';
import { ENABLE_TWOFA_INTENT, TWOFA_SETUP } from '../qr';
import { twofaConfirmRules } from '../twofa-rules';
import { FieldError } from './FieldError';
import { ErrorAlert } from '~/ui/ErrorAlert';

/** The security card: change password, and 2FA's state (null: not read, so neither offered) with the link that turns it on or explains how to turn it off. */
export function SecuritySection({ twoFactorEnabled, failed }: { twoFactorEnabled: boolean | null; failed: boolean }) {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  return (
    <section className="card profile__security" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title">{t('security.title')}</h2>
      <div className="toolbar">
        <Link to="/changepassword" className="button">
          {t('security.changePassword')}
        </Link>
        {twoFactorEnabled === null ? null : twoFactorEnabled ? (
          <Link to={withParams(params, { twofa: 'disable' })} className="button" preventScrollReset>
            {t('twofa.disable')}
          </Link>
        ) : (
          <Link to={withParams(params, { twofa: 'confirm' })} className="button" preventScrollReset>
            {t('twofa.enable')}
          </Link>
        )}
      </div>
      <p className="field__hint">{t(twoFactorEnabled === null ? 'twofa.unread' : twoFactorEnabled ? 'twofa.on' : 'twofa.off')}</p>
      {failed ? <ErrorAlert>{t('twofa.failed')}</ErrorAlert> : null}
    </section>
  );
}

/**
 * The 2FA dialog the address names (`?twofa=`): the set-up's QR code while one is kept, the
 * confirmation before turning 2FA on, or how to have it turned off; nothing otherwise.
 */
export function TwoFactorDialog({
  twoFactorEnabled,
  qr,
  supportEmail,
  lastResult,
}: {
  twoFactorEnabled: boolean;
  qr: string | null;
  supportEmail: string;
  /** The action's answer to the confirmation's last post. */
  lastResult: FormReply | undefined;
}) {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const twofa = params.get('twofa');
  const closeHref = withParams(params, { twofa: null });
  if (twofa === TWOFA_SETUP && qr) {
    return (
      <Modal title={t('twofa.qrTitle')} closeHref={closeHref}>
        <p>{t('twofa.qrHint')}</p>
        <img src={qr} alt={t('twofa.qrAlt')} width={240} height={240} className="profile__qr" />
        <p>
          <Link to={closeHref} className="button button--primary" preventScrollReset>
            {t('twofa.close')}
          </Link>
        </p>
      </Modal>
    );
  }
  if (twofa === 'confirm' && !twoFactorEnabled)
    return <EnableConfirm closeHref={closeHref} postTo={`/profile${withParams(params, {})}`} lastResult={lastResult} />;
  if (twofa === 'disable' && twoFactorEnabled) {
    return (
      <Modal title={t('twofa.disable')} closeHref={closeHref}>
        <p>{t('twofa.disableText')}</p>
        <p>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <p>
          <Link to={closeHref} className="button" preventScrollReset>
            {t('twofa.close')}
          </Link>
        </p>
      </Modal>
    );
  }
  return null;
}

/**
 * 'Are you sure you want to enable 2FA?' with the current password, which the set-up asks for
 * (app/profile/twofa-enrolment.server.ts). It posts to the page as it is (dialog open), so a
 * wrong password shows the dialog again with its message.
 */
function EnableConfirm({ closeHref, postTo, lastResult }: { closeHref: string; postTo: string; lastResult: FormReply | undefined }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const enabling = navigation.state !== 'idle' && navigation.formData?.get('intent') === ENABLE_TWOFA_INTENT;
  const form = useValidatedForm({ rules: twofaConfirmRules, lastResult });
  const password = form.field('currentPassword');
  return (
    <Modal title={t('twofa.enable')} closeHref={closeHref}>
      <p>{t('twofa.confirm')}</p>
      <Form method="post" action={postTo} {...form.props} className="form">
        <CsrfField />
        <input type="hidden" name="intent" value={ENABLE_TWOFA_INTENT} />
        {form.error ? <ErrorAlert id={form.errorId}>{t(form.error)}</ErrorAlert> : null}
        <div className="field">
          <label htmlFor={password.id}>{t('password.current')}</label>
          <input {...password.input} type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} />
          <p className="field__hint">{t('twofa.passwordHint')}</p>
          <FieldError id={password.errorId} message={password.error ? t(password.error) : null} />
        </div>
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={enabling}>
            {t('twofa.yes')}
          </button>
          <Link to={closeHref} className="button" preventScrollReset>
            {t('twofa.no')}
          </Link>
        </div>
      </Form>
    </Modal>
  );
}
