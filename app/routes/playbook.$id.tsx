import type { Route } from './+types/playbook.$id';
import { data } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { choiceParam, searchParam, sortParams } from '~/lib/url-state';
import { productRows } from '~/playbook/catalogue.server';
import { pageTitle } from '~/playbook/meta';
import { withPortfolio } from '~/playbook/portfolio-loader.server';
import { displayName, PRODUCT_SORT_KEYS } from '~/playbook/products';
import { BackLink, DetailUnavailable } from '~/playbook/ui/DetailFrame';
import { ProductCard } from '~/playbook/ui/ProductCard';
import { ProductTable } from '~/playbook/ui/ProductTable';
import styles from '~/styles/playbook.css?url';
import { PinButton } from '~/ui/PinButton';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { ViewToggle } from '~/ui/ViewToggle';
import { NO_STORE } from '~/lib/no-store';
import type { I18nHandle } from '~/i18n/config';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const VIEWS = ['cards', 'table'] as const;

export const meta: Route.MetaFunction = ({ matches, error, loaderData }) => [
  { title: pageTitle({ matches, error }, loaderData?.state === 'ok' ? loaderData.portfolio.name : null) },
];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['playbook'] } satisfies I18nHandle;

/** Portfolio detail: its products, searched, sorted and shown as cards or a table (all URL state). */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withPortfolio({ request, context }, params.id, handle.i18n, ({ portfolio, dictionary }) => {
    const search = url.searchParams;
    const query = searchParam(search);
    const view = choiceParam(search, 'view', VIEWS, 'cards');
    const sort = sortParams(search, PRODUCT_SORT_KEYS, 'name');
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
            <ViewToggle current={view} views={VIEWS} label={t('viewLabel')} names={{ cards: t('viewCards'), table: t('viewTable') }} />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
