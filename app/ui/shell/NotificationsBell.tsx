import { useTranslation } from '~/i18n/react';
import { appPath } from '~/lib/paths';
import type { NotificationEntry } from '~/notifications/notifications';
import { NotificationList } from '~/ui/NotificationList';
import { Link } from '~/ui/navigation';

/** The bell with the count of unseen entries; its dropdown lists them. */
export function NotificationsBell({ entries, unseen }: { entries: NotificationEntry[]; unseen: number }) {
  const { t } = useTranslation('shell');
  const label = unseen > 0 ? t('notifications.bellUnseen', { count: unseen }) : t('notifications.bell');
  return (
    <details className="dropdown bell" data-dropdown>
      <summary className="icon-button" aria-label={label}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {unseen > 0 ? (
          // Drawn from the attribute: the summary's name (the label) is the whole of its text.
          <span className="badge-count" aria-hidden="true" data-glyph={unseen > 9 ? '9+' : String(unseen)} />
        ) : null}
      </summary>
      <div className="dropdown__panel notifications-panel">
        <NotificationList entries={entries} />
        <Link to={appPath('/notifications')}>{t('notifications.goTo')}</Link>
      </div>
    </details>
  );
}
