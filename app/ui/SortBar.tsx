import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { sortTarget, type SortState } from './SortHeader';

interface SortBarProps {
  /** The sortable columns: their sort keys and header texts. */
  columns: ReadonlyArray<{ sort: string; header: string }>;
  current: SortState;
}

/**
 * The column headers' sorting for a list shown as cards (the headers are not shown then): a
 * link per sortable column above the list, each as its header's link (`?sort=`, `?dir=`), so
 * it works without JavaScript. The active one says its direction.
 */
export function SortBar({ columns, current }: SortBarProps) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  return (
    <div className="data-table__sort" role="group" aria-label={t('table.sortBy')}>
      <span className="data-table__sort-label" aria-hidden="true">
        {t('table.sortBy')}
      </span>
      {columns.map((column) => {
        const { to, direction, arrow } = sortTarget(params, column.sort, current);
        return (
          <Link
            key={column.sort}
            to={to}
            className={`button button--small${direction ? ' button--primary' : ''}`}
            aria-current={direction ? 'true' : undefined}
            preventScrollReset
          >
            {column.header}
            <span aria-hidden="true">{arrow}</span>
            {direction ? <span className="visually-hidden">{` (${t(direction === 'asc' ? 'table.ascending' : 'table.descending')})`}</span> : null}
          </Link>
        );
      })}
    </div>
  );
}
