import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { Modal } from '~/ui/Modal';
import type { TicketRow } from '../tickets';
import { TicketCreated } from './TicketCreated';

/** A ticket's details (`?t={id}`): its whole description and when it was created, or that the ticket is not there. */
export function TicketDetails({ id, ticket, timeZone }: { id: string; ticket: TicketRow | null; timeZone: string }) {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const closeHref = withParams(params, { t: null });
  if (!ticket) {
    return (
      <Modal title={t('ticketTitle', { id })} closeHref={closeHref}>
        <p>{t('ticketNotFound')}</p>
      </Modal>
    );
  }
  return (
    <Modal title={ticket.subject ?? t('ticketTitle', { id })} closeHref={closeHref} className="modal--wide">
      <dl className="ticket-details">
        <dt>{t('columns.id')}</dt>
        <dd>{ticket.id}</dd>
        <dt>{t('columns.subject')}</dt>
        <dd>{ticket.subject ?? <span className="empty">{t('noSubject')}</span>}</dd>
        <dt>{t('columns.description')}</dt>
        <dd className="ticket-details__text">{ticket.description ?? <span className="empty">{t('noDescription')}</span>}</dd>
        <dt>{t('columns.created')}</dt>
        <dd>
          <TicketCreated iso={ticket.created} timeZone={timeZone} />
        </dd>
      </dl>
    </Modal>
  );
}
