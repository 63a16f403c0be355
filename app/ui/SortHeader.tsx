import { Link, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { withParams, type SortDirection } from '~/lib/url-state';

interface SortHeaderProps {
  /** The sort key this column stands for. */
  column: string;
  current: { sort: string; dir: SortDirection };
  children: ReactNode;
}

/** A sortable column header: a link that sorts by this column or flips the direction. */
export function SortHeader({ column, current, children }: SortHeaderProps) {
  const [params] = useSearchParams();
  const active = current.sort === column;
  const nextDir: SortDirection = active && current.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? (current.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Link to={withParams(params, { sort: column, dir: nextDir, page: null })} className="sort-link" preventScrollReset>
        {children}
        <span aria-hidden="true">{active ? (current.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </Link>
    </th>
  );
}
