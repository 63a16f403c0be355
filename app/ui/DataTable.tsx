import type { ReactNode } from 'react';
import type { SortDirection } from '~/lib/url-state';
import { SortHeader } from './SortHeader';
import { TableRegion } from './TableRegion';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  /** The header's text. */
  header: string;
  /** The header is for screen readers only (a column of buttons, say). */
  hideHeader?: boolean;
  /** The sort key of the URL state (`?sort=`): the header becomes a link that sorts by it. */
  sort?: string;
  /** The cell names its row (`<th scope="row">`) instead of holding data. */
  rowHeader?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** Names the table (a caption for screen readers) and its scrolling region. */
  caption: string;
  /** The table's own class, beside the shared `table`. */
  className: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The row's `id`: a fragment that links back to it (`#lead-42`). */
  rowId?: (row: Row) => string | undefined;
  /** The list's sort state, for the sortable columns' headers. */
  sort?: { sort: string; dir: SortDirection };
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

/** The portal's table of records (leads, tickets, products, documents, assets), in its own scrolling region. */
export function DataTable<Row>({ caption, className, columns, rows, rowKey, rowId, sort, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <TableRegion label={caption}>
      <table className={`table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column.sort && sort ? (
                <SortHeader key={column.key} column={column.sort} current={sort}>
                  {column.header}
                </SortHeader>
              ) : (
                <th key={column.key} scope="col">
                  {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} id={rowId?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
