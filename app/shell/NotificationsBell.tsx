import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import type { NotificationEntry } from '~/shell/notifications';
import { NotificationList } from '~/shell/NotificationList';
import { MarkAllReadForm } from '~/shell/MarkAllReadForm';
import { Icon } from '~/ui/Icon';
import { HEADER_DROPDOWNS } from '~/shell/useExclusiveDropdowns';

interface NotificationsBellProps {
  /** The dropdown's entries: every new one among them (`bellEntries`). */
  entries: NotificationEntry[];
  failed: boolean;
  /** How many entries are new: the same entries that carry the marks (`unseenCount`). */
  unseen: number;
  /** No seen state yet: new means of the last days, which the dropdown says. */
  firstVisit: boolean;
}

/** The bell with the count of unseen entries; its dropdown lists them. */
export function NotificationsBell({ entries, failed, unseen, firstVisit }: NotificationsBellProps) {
  const { t } = useTranslation('shell');
  const label = unseen > 0 ? t('notifications.bellUnseen', { count: unseen }) : t('notifications.bell');
  return (
    <details className="dropdown bell" name={HEADER_DROPDOWNS} data-dropdown>
      <summary className="icon-button" aria-label={label}>
        <Icon name="bell" />
        {unseen > 0 ? (
          // Drawn from the attribute: the summary's name (the label) is the whole of its text.
          <span className="badge-count" aria-hidden="true" data-glyph={unseen > 9 ? '9+' : String(unseen)} />
        ) : null}
      </summary>
      <div className="dropdown__panel notifications-panel">
        <NotificationList entries={entries} failed={failed} firstVisit={firstVisit} />
        {unseen > 0 ? <MarkAllReadForm /> : null}
        <Link to="/notifications">{t('notifications.goTo')}</Link>
      </div>
    </details>
  );
}
