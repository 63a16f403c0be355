import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import type { SortDirection } from '~/lib/url-state';
import { DataTable, type Column } from '~/ui/DataTable';
import type { ProductRow } from '../catalogue.server';
import { ProductActions } from './ProductActions';

/** A portfolio's products as a table (`?view=table`), sorted by the model's header: model and name, description, actions. */
export function ProductTable({ rows, sort, caption }: { rows: ProductRow[]; sort: { sort: string; dir: SortDirection }; caption: string }) {
  const { t } = useTranslation('playbook');
  const nameOf = (row: ProductRow) => row.name ?? t('noName');
  const columns: Column<ProductRow>[] = [
    {
      key: 'model',
      header: t('model'),
      sort: 'name',
      cell: (row) => (
        <>
          <Link to={row.href} className="playbook-table__model">
            {row.model || nameOf(row)}
          </Link>
          {row.model ? <span className="playbook-table__name">{nameOf(row)}</span> : null}
        </>
      ),
    },
    { key: 'description', header: t('description'), cell: (row) => row.summaryText || <span className="empty">{t('noDescription')}</span> },
    {
      key: 'actions',
      header: t('actions'),
      hideHeader: true,
      cell: (row) => <ProductActions row={row} name={nameOf(row)} />,
    },
  ];
  return <DataTable caption={caption} className="playbook-table" columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} />;
}
