import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { ReturnToField } from '~/forms/ReturnToField';

/**
 * "Mark all as read": posts to the notifications screen's action, which marks every entry
 * seen and brings the partner back to the page the form was on (without JavaScript by a new
 * page load; with it, the bell's count, label and marks follow in place).
 */
export function MarkAllReadForm() {
  const { t } = useTranslation('shell');
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/notifications" className="form--inline notifications-panel__mark">
      <CsrfField />
      <ReturnToField />
      <button type="submit" className="button button--link" disabled={fetcher.state !== 'idle'}>
        {t('notifications.markAllRead')}
      </button>
    </fetcher.Form>
  );
}
