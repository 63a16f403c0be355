import { Form } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';

/** Sign-out is a POST (it changes state), so it is a small form, not a link. */
export function SignOutButton({ className = 'button button--link', textClassName }: { className?: string; textClassName?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Form method="post" action="/signout" className="form--inline">
      <CsrfField />
      <button type="submit" className={className}>
        {textClassName ? <span className={textClassName}>{t('menu.signOut')}</span> : t('menu.signOut')}
      </button>
    </Form>
  );
}
