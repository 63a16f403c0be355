import type { Route } from './+types/playbook.$id.$productId';
import { data } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { searchParam, sortParams } from '~/lib/url-state';
import { documentRows, findProduct, toProductDetail } from '~/playbook/catalogue.server';
import { portfolioHref } from '~/playbook/links';
import { pageTitle } from '~/playbook/meta';
import { withPortfolio } from '~/playbook/portfolio-loader.server';
import { displayName } from '~/playbook/products';
import { CardImage } from '~/playbook/ui/CardImage';
import { BackLink, DetailUnavailable } from '~/playbook/ui/DetailFrame';
import { DocumentTable } from '~/playbook/ui/DocumentTable';
import styles from '~/styles/playbook.css?url';
import { PinButton } from '~/ui/PinButton';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { NO_STORE } from '~/lib/no-store';
import type { I18nHandle } from '~/i18n/config';
import { absoluteUrl } from '~/lib/public-origin.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const DOCUMENT_SORT_KEYS = ['name'] as const;

export const meta: Route.MetaFunction = ({ matches, error, loaderData }) => [
  { title: pageTitle({ matches, error }, loaderData?.state === 'ok' ? loaderData.product.name : null) },
];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['playbook'] } satisfies I18nHandle;

/** Product detail: the product card and its documents (searched, sorted, shared: URL state). */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withPortfolio({ request, context }, params.id, handle.i18n, ({ portfolio, dictionary }) => {
    const search = url.searchParams;
    const query = searchParam(search);
    const sort = sortParams(search, DOCUMENT_SORT_KEYS, 'name');
    const back = { href: portfolioHref(portfolio.id), name: displayName(portfolio.name, portfolio.seofriendlyurl) };
    if (portfolio.products.length === 0) return data({ dictionary, state: 'noProducts' as const, back }, { status: 404, headers: NO_STORE });
    const product = findProduct(portfolio, params.productId);
    if (!product || product.id === null) return data({ dictionary, state: 'notFound' as const }, { status: 404, headers: NO_STORE });
    return data(
      {
        dictionary,
        state: 'ok' as const,
        back,
        product: toProductDetail({ ...product, id: product.id }),
        documents: documentRows(product, query, sort.dir, (path) => absoluteUrl(request, path)),
        totalDocuments: product.contentList.length,
        share: search.get('share'),
        sort,
      },
      { headers: NO_STORE },
    );
  });
}

export default function ProductDetailPage({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation('playbook');

  if (data.state === 'error' || data.state === 'notFound') return <DetailUnavailable state={data.state} notFound={t('productNotFound')} />;
  if (data.state === 'noProducts') {
    return (
      <section className="page playbook">
        <BackLink portfolio={data.back} />
        <h1>{data.back.name ?? t('noName')}</h1>
        <p className="empty">{t('noProductsListed')}</p>
      </section>
    );
  }

  const { product, documents, totalDocuments, share, sort, back } = data;
  const name = product.name ?? t('noName');
  return (
    <section className="page playbook">
      <BackLink portfolio={back} />
      <article className="card playbook-product">
        <CardImage src={product.image} />
        <div className="playbook-product__body">
          <h1>{name}</h1>
          {product.model ? <p className="playbook-card__model">{product.model}</p> : null}
          {product.title ? <p className="playbook-product__title">{product.title}</p> : null}
          {product.descriptionHtml ? (
            <div className="playbook-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          ) : (
            <p className="empty">{t('noDescription')}</p>
          )}
          <div className="playbook-card__actions">
            <PinButton id={product.id} elementType="Product" pinned={product.pinned} itemName={name} />
          </div>
        </div>
      </article>
      <section className="playbook-documents" aria-labelledby="documents-heading">
        <h2 id="documents-heading">{t('documents')}</h2>
        {totalDocuments === 0 ? (
          <p className="empty">{t('noPdf')}</p>
        ) : (
          <>
            <div className="toolbar playbook-toolbar">
              <SearchBox label={t('searchDocuments')} keep={['sort', 'dir']} />
            </div>
            {documents.length === 0 ? (
              <p className="empty" role="status">
                {t('noMatchingDocuments')}
              </p>
            ) : (
              <DocumentTable rows={documents} sort={sort} share={share} caption={t('documentsCaption', { name })} />
            )}
          </>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
