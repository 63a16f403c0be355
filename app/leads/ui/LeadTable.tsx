import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withParams, type SortDirection } from '~/lib/url-state';
import { DataTable, type Column } from '~/ui/DataTable';
import type { LeadRow } from '../lead-search';
import { leadAnchor } from '../links';
import { StatusBadge } from './StatusBadge';

/**
 * The leads of the search and the status filter, sorted by a column's header (`?sort=`, `?dir=`).
 * Each row carries its anchor, which its Details link (`?lead={id}`) names: the page stays at
 * the row the modal opened from.
 */
export function LeadTable({ rows, sort }: { rows: LeadRow[]; sort: { sort: string; dir: SortDirection } }) {
  const { t } = useTranslation('leads');
  const [params] = useSearchParams();
  const text = (value: string) => value || t('none');
  const columns: Column<LeadRow>[] = [
    { key: 'id', header: t('columns.id'), sort: 'id', cell: (row) => row.id ?? t('none') },
    { key: 'name', header: t('columns.name'), sort: 'name', cell: (row) => text(row.name) },
    { key: 'company', header: t('columns.company'), sort: 'company', cell: (row) => text(row.company) },
    { key: 'status', header: t('columns.status'), sort: 'status', cell: (row) => <StatusBadge text={row.statusText} colour={row.colour} /> },
    { key: 'email', header: t('columns.email'), sort: 'email', className: 'leads-table__email', cell: (row) => text(row.email) },
    { key: 'phone', header: t('columns.phone'), sort: 'phone', className: 'leads-table__nowrap', cell: (row) => text(row.phone) },
    { key: 'date', header: t('columns.created'), sort: 'date', className: 'leads-table__nowrap', cell: (row) => row.createdText ?? t('invalidDate') },
    {
      key: 'country',
      header: t('columns.country'),
      sort: 'country',
      cell: (row) => (row.countryName ? <abbr title={row.countryName}>{row.country}</abbr> : text(row.country)),
    },
    {
      key: 'products',
      header: t('columns.products'),
      cell: (row) => (row.models.length > 0 ? row.models.join(', ') : <span className="empty">{t('noProducts')}</span>),
    },
    {
      key: 'details',
      header: t('columns.details'),
      hideHeader: true,
      cell: (row) =>
        row.id ? (
          <Link
            to={`${withParams(params, { lead: row.id })}#${leadAnchor(row.id)}`}
            className="button button--small"
            aria-label={t('openDetailsFor', { name: row.name || row.id })}
            preventScrollReset
          >
            {t('openDetails')}
          </Link>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('tableCaption')}
      className="leads-table"
      columns={columns}
      rows={rows}
      rowKey={(row, index) => row.id ?? `row-${index}`}
      rowId={(row) => (row.id ? leadAnchor(row.id) : undefined)}
      sort={sort}
      cardsBelow={62}
      empty={<p className="empty">{t('noMatches')}</p>}
    />
  );
}
