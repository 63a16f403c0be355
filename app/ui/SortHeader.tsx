import { Link, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { withParams, type SortDirection } from '~/lib/url-state';

/** A list's sort state in the URL (`?sort=`, `?dir=`). */
export interface SortState {
  sort: string;
  dir: SortDirection;
}

/**
 * Where sorting by `column` leads: by it ascending, or the other way round when it is the
 * sort already; the page starts again at the first. With its state for the control that offers it.
 */
export function sortTarget(params: URLSearchParams, column: string, current: SortState) {
  const active = current.sort === column;
  const nextDir: SortDirection = active && current.dir === 'asc' ? 'desc' : 'asc';
  const direction: SortDirection | null = active ? current.dir : null;
  return { to: withParams(params, { sort: column, dir: nextDir, page: null }), direction, arrow: direction ? (direction === 'asc' ? '▲' : '▼') : '↕' };
}

interface SortHeaderProps {
  /** The sort key this column stands for. */
  column: string;
  current: SortState;
  children: ReactNode;
}

/** A sortable column header: a link that sorts by this column or flips the direction. */
export function SortHeader({ column, current, children }: SortHeaderProps) {
  const [params] = useSearchParams();
  const { to, direction, arrow } = sortTarget(params, column, current);
  return (
    <th scope="col" aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Link to={to} className="sort-link" preventScrollReset>
        {children}
        <span aria-hidden="true">{arrow}</span>
      </Link>
    </th>
  );
}
