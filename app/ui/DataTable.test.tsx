import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '~/ui/DataTable';

interface Fruit {
  id: string | null;
  name: string;
}

const FRUITS: Fruit[] = [
  { id: '7', name: 'Apple' },
  { id: null, name: 'Pear' },
];

const COLUMNS: Column<Fruit>[] = [
  { key: 'name', header: 'Name', sort: 'name', rowHeader: true, className: 'fruit__name', cell: (row) => row.name },
  { key: 'id', header: 'Number', sort: 'id', cell: (row) => row.id ?? '–' },
  { key: 'open', header: 'Open', hideHeader: true, cell: (row) => <a href={`#${row.name}`}>Open</a> },
];

/** The table's markup (without the router's own `data-discover` on links). */
function render(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}, url = '/partner/fruit?q=ap&page=2') {
  const html = renderToStaticMarkup(
    <StaticRouter location={url}>
      <DataTable<Fruit> caption="Fruit" className="fruit-table" columns={COLUMNS} rows={FRUITS} rowKey={(row, index) => row.id ?? `row-${index}`} {...props} />
    </StaticRouter>,
  );
  return html.replaceAll(' data-discover="true"', '');
}

describe('DataTable', () => {
  it('is a named, focusable scrolling region holding the table and its caption', () => {
    const html = render();
    expect(html).toMatch(
      /^<div class="data-table data-table--cards-below-30"><div class="table-wrap" role="region" aria-label="Fruit" tabindex="0"><table class="table fruit-table">/,
    );
    expect(html).toContain('<caption class="visually-hidden">Fruit</caption>');
  });

  it('renders plain column headers without sort state, and hides a header visually when asked', () => {
    const html = render();
    expect(html).toContain('<th scope="col">Name</th><th scope="col">Number</th>');
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Open</span></th>');
    expect(html).not.toContain('aria-sort');
  });

  it('links each sortable header to its sort, flipping the direction of the active one and dropping the page', () => {
    const html = render({ sort: { sort: 'name', dir: 'asc' } });
    expect(html).toContain(
      '<th scope="col" aria-sort="ascending"><a class="sort-link" href="/partner/fruit?q=ap&amp;sort=name&amp;dir=desc">Name<span aria-hidden="true">▲</span></a></th>',
    );
    expect(html).toContain(
      '<th scope="col" aria-sort="none"><a class="sort-link" href="/partner/fruit?q=ap&amp;sort=id&amp;dir=asc">Number<span aria-hidden="true">↕</span></a></th>',
    );
    expect(render({ sort: { sort: 'name', dir: 'desc' } })).toContain(
      'aria-sort="descending"><a class="sort-link" href="/partner/fruit?q=ap&amp;sort=name&amp;dir=asc">',
    );
  });

  it('fills a row per record, in column order, with row headers, cell classes and the row ids asked for', () => {
    const html = render({ rowId: (row) => (row.id ? `fruit-${row.id}` : undefined) });
    expect(html).toContain(
      '<tbody><tr id="fruit-7"><th scope="row" class="fruit__name"><div class="data-table__value">Apple</div></th>' +
        '<td data-label="Number"><div class="data-table__value">7</div></td><td><div class="data-table__value"><a href="#Apple">Open</a></div></td></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row" class="fruit__name"><div class="data-table__value">Pear</div></th><td data-label="Number"><div class="data-table__value">–</div></td>',
    );
  });

  it('stacks its rows into cards below the width asked for, with the sortable columns offered above the list', () => {
    expect(render({ cardsBelow: 62 })).toMatch(/^<div class="data-table data-table--cards-below-62">/);
    expect(render()).not.toContain('data-table__sort');
    const html = render({ sort: { sort: 'name', dir: 'asc' } });
    expect(html).toMatch(/^<div class="data-table data-table--cards-below-30"><div class="data-table__sort" role="group" aria-label="table.sortBy">/);
    expect(html).toContain(
      '<a class="button button--small button--primary" aria-current="true" href="/partner/fruit?q=ap&amp;sort=name&amp;dir=desc">Name<span aria-hidden="true">▲</span><span class="visually-hidden"> (table.ascending)</span></a>',
    );
    expect(html).toContain('<a class="button button--small" href="/partner/fruit?q=ap&amp;sort=id&amp;dir=asc">Number<span aria-hidden="true">↕</span></a>');
    // The sort bar comes before the list.
    expect(html.indexOf('data-table__sort')).toBeLessThan(html.indexOf('role="region"'));
  });

  it('shows its empty state instead of an empty table, and an empty table when it has none', () => {
    expect(render({ rows: [], empty: <p className="empty">No fruit</p> })).toBe('<p class="empty">No fruit</p>');
    expect(render({ rows: [] })).toContain('<tbody></tbody>');
    expect(render({ empty: <p>No fruit</p> })).not.toContain('No fruit');
  });
});
