import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { appPath } from '~/lib/paths';

/** The bell; its dropdown lists entries (filled in by the notifications feature). */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  return (
    <details className="dropdown" data-dropdown>
      <summary className="icon-button" aria-label={t('notifications.bell')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="dropdown__panel notifications-panel">
        <p>{t('notifications.empty')}</p>
        <Link to={appPath('/notifications')}>{t('notifications.goTo')}</Link>
      </div>
    </details>
  );
}
