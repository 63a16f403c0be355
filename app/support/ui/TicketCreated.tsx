import { useTranslation } from '~/i18n/react';
import { LocalDateTime } from './LocalDateTime';

/** When a ticket was created, in the partner's time zone; a ticket without a date says so. */
export function TicketCreated({ iso, timeZone }: { iso: string | null; timeZone: string }) {
  const { t, i18n } = useTranslation('support');
  return iso ? <LocalDateTime iso={iso} language={i18n.language} timeZone={timeZone} /> : <span className="empty">{t('noDate')}</span>;
}
