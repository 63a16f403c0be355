import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { appPath } from '~/lib/paths';
import { CsrfField } from '~/forms/CsrfField';

/** Sign-out is a POST (it changes state), so it is a small form, not a link. */
export function SignOutButton({ className = 'button button--link' }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Form method="post" action={appPath('/signout')} className="form--inline">
      <CsrfField />
      <button type="submit" className={className}>
        {t('menu.signOut')}
      </button>
    </Form>
  );
}
