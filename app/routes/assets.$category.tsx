import type { Route } from './+types/assets.$category';
import { data } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { filterAssets, toAssetView } from '~/assets/asset-list';
import { ASSET_PAGE_SIZE, ASSET_VIEWS, findAssetCategory, type AssetLayout } from '~/assets/categories';
import { AssetCards, AssetTable } from '~/assets/components';
import { pageHeaders, passPageHeaders } from '~/assets/page-headers';
import { VIDEO_FRAME_ORIGINS } from '~/assets/video-embed';
import { metaText } from '~/i18n/meta';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';
import { CONTENT_MAPPERS } from '~/lib/content-mappers.server';
import { searchedPage } from '~/lib/pagination';
import { documentServedAt, loadAsDocument } from '~/lib/served-document';
import { stripMarkup } from '~/lib/sanitize.server';
import { choiceParam } from '~/lib/url-state';
import styles from '~/styles/assets.css?url';
import { getAssetList } from '~/upstream/assets.server';
import { Pagination } from '~/ui/Pagination';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { SkeletonGrid, useListLoading } from '~/ui/Skeleton';
import { ViewToggle } from '~/ui/ViewToggle';
import { Icon } from '~/ui/Icon';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = ({ matches, error, loaderData }) => [
  {
    title: loaderData
      ? metaText({ matches, error }, 'assets', `categories.${loaderData.slug}`, 'Media Assets')
      : metaText({ matches, error }, 'assets', 'title', 'Media Assets'),
  },
];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['assets'] } satisfies I18nHandle;

/** One module for the six category screens (/assets/videos-tutorials, ...); other slugs are 404. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const category = findAssetCategory(params.category);
    if (!category) throw new Response('Not Found', { status: 404 });
    const view = choiceParam(url.searchParams, 'view', ASSET_VIEWS, 'cards');
    const list = await section(getAssetList(upstream, category.slug));
    const page = searchedPage(url.searchParams, list.ok ? list.data : [], (items, query) => filterAssets(items, query, stripMarkup), ASSET_PAGE_SIZE);
    const items = page.items.map((item, index) => toAssetView(item, (page.page - 1) * ASSET_PAGE_SIZE + index, category.layout, CONTENT_MAPPERS));

    const responseHeaders = pageHeaders({
      frameOrigins: category.layout === 'video' ? VIDEO_FRAME_ORIGINS : [],
      imageUrls: items.map((item) => item.image),
    });
    return data(
      {
        slug: category.slug,
        layout: category.layout as AssetLayout,
        view,
        items,
        page: page.page,
        pageCount: page.pageCount,
        total: page.total,
        error: list.ok ? null : list.error,
        dictionary: routeDictionary(locale, handle.i18n),
      },
      { headers: responseHeaders },
    );
  });
}

export const headers: Route.HeadersFunction = passPageHeaders;

/**
 * A page's policy is the one its document was served with. The video players need the
 * policy of the videos page itself, so a client navigation into it from another document
 * becomes a document load.
 */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  if (findAssetCategory(params.category)?.layout === 'video' && !documentServedAt(new URL(request.url).pathname)) return loadAsDocument(request.url);
  return serverLoader();
}

export default function AssetCategoryScreen({ loaderData }: Route.ComponentProps) {
  const { slug, layout, view, items, page, pageCount, error } = loaderData;
  const { t } = useTranslation('assets');
  const errorText = useErrorText();
  const loading = useListLoading(['q', 'page', 'view']);
  const type = t(`categories.${slug}`);

  let body;
  if (error) {
    body = <ErrorAlert>{t('fetchError', { message: errorText(error) })}</ErrorAlert>;
  } else if (loading) {
    body = <SkeletonGrid count={ASSET_PAGE_SIZE} shape={layout === 'video' || layout === 'document' ? 'card' : 'image'} columns={4} />;
  } else if (items.length === 0) {
    body = <p className="empty">{t('noAssets')}</p>;
  } else if (view === 'table') {
    body = <AssetTable items={items} caption={t('table.caption', { type, page, pages: pageCount })} />;
  } else {
    body = <AssetCards items={items} layout={layout} />;
  }

  return (
    <section className="page assets">
      <header className="page__header">
        <div className="assets__heading">
          <Link to="/assets" className="icon-button assets__back" aria-label={t('back')}>
            <Icon name="back" size={22} />
          </Link>
          <h1>{type}</h1>
        </div>
        <ViewToggle current={view} views={ASSET_VIEWS} label={t('views.label')} names={{ cards: t('views.cards'), table: t('views.table') }} />
      </header>
      <SearchBox label={t('searchFor', { type })} keep={['view']} />
      {body}
      {error || loading ? null : <Pagination page={page} pageCount={pageCount} />}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
