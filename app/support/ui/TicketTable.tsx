import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { DataTable, type Column } from '~/ui/DataTable';
import type { TicketRow } from '../tickets';
import { TicketCreated } from './TicketCreated';

/** The partner's tickets, each row with a link that opens its details (`?t={id}`) over the table. */
export function TicketTable({ rows, timeZone }: { rows: TicketRow[]; timeZone: string }) {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const columns: Column<TicketRow>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'subject', header: t('columns.subject'), cell: (row) => row.subject ?? <span className="empty">{t('noSubject')}</span> },
    {
      key: 'description',
      header: t('columns.description'),
      className: 'support-table__description',
      cell: (row) => row.summary ?? <span className="empty">{t('noDescription')}</span>,
    },
    {
      key: 'created',
      header: t('columns.created'),
      className: 'support-table__created',
      cell: (row) => <TicketCreated iso={row.created} timeZone={timeZone} />,
    },
    {
      key: 'open',
      header: t('columns.open'),
      hideHeader: true,
      cell: (row) => (
        <Link
          to={withParams(params, { t: row.id, ticket: null })}
          className="support-table__open"
          aria-label={t('openTicket', { id: row.id })}
          preventScrollReset
        >
          <span aria-hidden="true">→</span>
        </Link>
      ),
    },
  ];
  return <DataTable caption={t('tableCaption')} className="support-table" columns={columns} rows={rows} rowKey={(row) => row.id} cardsBelow={48} />;
}
