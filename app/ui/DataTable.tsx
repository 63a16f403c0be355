import type { ReactNode } from 'react';
import { SortBar } from './SortBar';
import { SortHeader, type SortState } from './SortHeader';
import { TableRegion } from './TableRegion';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  /** The header's text. */
  header: string;
  /** The header is for screen readers only (a column of buttons, say); a card shows no label for it. */
  hideHeader?: boolean;
  /** The sort key of the URL state (`?sort=`): the header becomes a link that sorts by it. */
  sort?: string;
  /** The cell names its row (`<th scope="row">`) instead of holding data; a card shows it as its title. */
  rowHeader?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The list's width (in rem) below which its rows stack into cards (app/styles/app.css has a
 * container query for each): a table's is the width its columns need side by side in every
 * language without breaking a word, measured with the sandbox's data, with some room to spare.
 */
export type CardsBelow = 30 | 44 | 48 | 62;

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
  sort?: SortState;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Below this width of the list the rows are cards (30 rem unless given). */
  cardsBelow?: CardsBelow;
}

/**
 * The portal's table of records (leads, tickets, products, documents, assets, contacts). Where
 * its columns do not fit, the rows stack into cards, by CSS alone (a container query, so with
 * or without JavaScript): each cell shows its column's label, the row's actions stay in the
 * card, and the sortable columns are offered above the list (SortBar) in place of the headers.
 */
export function DataTable<Row>({ caption, className, columns, rows, rowKey, rowId, sort, empty, cardsBelow = 30 }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const sortable = sort ? columns.flatMap((column) => (column.sort ? [{ sort: column.sort, header: column.header }] : [])) : [];
  return (
    <div className={`data-table data-table--cards-below-${cardsBelow}`}>
      {sort && sortable.length > 0 ? <SortBar columns={sortable} current={sort} /> : null}
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
                {columns.map((column) => {
                  // A card shows each field with its column's label (CSS draws it from data-label).
                  const label = column.hideHeader || column.rowHeader ? undefined : column.header;
                  const content = <div className="data-table__value">{column.cell(row)}</div>;
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className} data-label={label}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
