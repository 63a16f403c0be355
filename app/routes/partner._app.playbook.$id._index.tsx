import type { Route } from './+types/partner._app.playbook.$id._index';
import { data } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/guard.server';
import { choiceParam, searchParam, sortParams } from '~/lib/url-state';
import { loadPortfolio, productRows, type ProductRow } from '~/playbook/catalogue.server';
import { pageTitle } from '~/playbook/meta';
import { displayName, PRODUCT_SORT_KEYS } from '~/playbook/products';
import { CardImage } from '~/playbook/ui/CardImage';
import { Description } from '~/playbook/ui/Description';
import { BackLink, DetailUnavailable } from '~/playbook/ui/DetailFrame';
import styles from '~/styles/playbook.css?url';
import { PinButton } from '~/ui/PinButton';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { ViewToggle } from '~/ui/ViewToggle';
import { NO_STORE } from '~/lib/no-store';
import { DataTable, type Column } from '~/ui/DataTable';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const VIEWS = ['cards', 'table'] as const;
type View = (typeof VIEWS)[number];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.state === 'ok' ? loaderData.portfolio.name : null) },
];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['playbook'] } satisfies I18nHandle;

/** Portfolio detail: its products, searched, sorted and shown as cards or a table (all URL state). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const dictionary = routeDictionary(locale, handle.i18n);
    const search = new URL(request.url).searchParams;
    const query = searchParam(search);
    const view = choiceParam(search, 'view', VIEWS, 'cards');
    const sort = sortParams(search, PRODUCT_SORT_KEYS, 'name');
    const found = await loadPortfolio(upstream, params.id);
    if (found.state === 'error') return data({ dictionary, state: 'error' as const }, { headers: NO_STORE });
    if (found.state === 'notFound') return data({ dictionary, state: 'notFound' as const }, { status: 404, headers: NO_STORE });
    const { portfolio } = found;
    return data(
      {
        dictionary,
        state: 'ok' as const,
        portfolio: {
          id: portfolio.id,
          name: displayName(portfolio.name, portfolio.seofriendlyurl),
          pinned: portfolio.favorite,
          total: portfolio.products.length,
        },
        rows: productRows(portfolio, query, sort.dir),
        query,
        view,
        sort,
      },
      { headers: NO_STORE },
    );
  });
}

export default function PortfolioDetail({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation('playbook');

  if (data.state !== 'ok') return <DetailUnavailable state={data.state} notFound={t('portfolioNotFound')} />;

  const { portfolio, rows, view, sort } = data;
  const name = portfolio.name ?? t('noName');
  return (
    <section className="page playbook">
      <BackLink />
      <header className="page__header">
        <h1>{name}</h1>
        <PinButton id={portfolio.id} elementType="Category" pinned={portfolio.pinned} itemName={name} />
      </header>
      {portfolio.total === 0 ? (
        <p className="empty">{t('noProducts')}</p>
      ) : (
        <>
          <div className="toolbar playbook-toolbar">
            <SearchBox label={t('searchProducts')} keep={['view', 'sort', 'dir']} />
            <ViewToggle<View>
              current={view}
              fallback="cards"
              label={t('viewLabel')}
              options={[
                { value: 'cards', label: t('viewCards') },
                { value: 'table', label: t('viewTable') },
              ]}
            />
          </div>
          {rows.length === 0 ? (
            <p className="empty" role="status">
              {t('noMatchingProducts')}
            </p>
          ) : view === 'table' ? (
            <ProductTable rows={rows} sort={sort} caption={t('productsCaption', { name })} />
          ) : (
            <ul className="grid grid--4 playbook-grid" aria-label={t('productsCaption', { name })}>
              {rows.map((row) => (
                <li key={row.id}>
                  <ProductCard row={row} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ProductCard({ row }: { row: ProductRow }) {
  const { t } = useTranslation('playbook');
  const name = row.name ?? t('noName');
  return (
    <article className="card playbook-card">
      <CardImage src={row.image} />
      <h2 className="playbook-card__title">
        <Link to={row.href} prefetch="intent">
          {name}
        </Link>
      </h2>
      {row.model ? <p className="playbook-card__model">{row.model}</p> : null}
      <Description summaryHtml={row.summaryHtml} moreHtml={row.moreHtml} />
      <div className="playbook-card__actions">
        <PinButton id={row.id} elementType="Product" pinned={row.pinned} itemName={name} />
        <Link to={row.href} className="button button--small" aria-label={t('viewItem', { name })}>
          {t('view')}
        </Link>
      </div>
    </article>
  );
}

function ProductTable({ rows, sort, caption }: { rows: ProductRow[]; sort: { sort: string; dir: 'asc' | 'desc' }; caption: string }) {
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
      cell: (row) => (
        <div className="playbook-card__actions">
          <PinButton id={row.id} elementType="Product" pinned={row.pinned} itemName={nameOf(row)} />
          <Link to={row.href} className="button button--small" aria-label={t('viewItem', { name: nameOf(row) })}>
            {t('view')}
          </Link>
        </div>
      ),
    },
  ];
  return <DataTable caption={caption} className="playbook-table" columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
