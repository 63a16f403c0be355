import { useTranslation } from '~/i18n/react';
import { NEW_WINDOW_DAYS, type NotificationEntry } from '~/shell/notifications';
import { formatDate, toDate } from '~/lib/format';
import { usePartnerTimeZone } from '~/shell/time-zone';
import { CmsLink } from '~/ui/CmsLink';

/**
 * Entries of time and text, each linking to its item (a screen by client navigation, a
 * document in a new tab); or the spec's up-to-date text, which is said only when every
 * source answered (else that they could not be loaded). On a first visit it says that new
 * means of the last NEW_WINDOW_DAYS days.
 */
export function NotificationList({ entries, failed, firstVisit }: { entries: NotificationEntry[]; failed: boolean; firstVisit: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const timeZone = usePartnerTimeZone();
  const failure = failed ? <p className="empty">{t('notifications.failed')}</p> : null;
  if (entries.length === 0) return failure ?? <p className="empty">{t('notifications.empty')}</p>;
  return (
    <>
      {firstVisit ? <p className="notifications-window">{t('notifications.newWindow', { days: NEW_WINDOW_DAYS })}</p> : null}
      <ul className="notification-list">
        {entries.map((entry) => {
          const date = toDate(entry.time, 'seconds');
          const text = date ? formatDate(entry.time, i18n.language, { dateStyle: 'medium' }, 'seconds', timeZone) : null;
          return (
            <li key={entry.id} className={entry.unseen ? 'notification notification--unseen' : 'notification'}>
              <span className="notification__time">{date && text ? <time dateTime={date.toISOString()}>{text}</time> : t('notifications.newContent')}</span>{' '}
              {entry.href ? (
                <CmsLink href={entry.href} newTabForFiles>
                  {entry.text}
                </CmsLink>
              ) : (
                <span>{entry.text}</span>
              )}
              {entry.unseen ? <span className="visually-hidden">{` (${t('notifications.unseen')})`}</span> : null}
            </li>
          );
        })}
      </ul>
      {failure}
    </>
  );
}
