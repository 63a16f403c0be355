import type { Route } from './+types/searchresults';
import { data } from 'react-router';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { pageHeaders, passPageHeaders } from '~/assets/page-headers';
import { metaText } from '~/i18n/meta';
import { ResultSectionView } from '~/search/components';
import { emptySearchTarget, isBlankQuery } from '~/search/empty-search';
import { SEARCH_VIEWS, findHitDetail, groupSearchResults, hitPlayer, isVideoDetail, parseExpanded } from '~/search/search-results';
import { documentServedAt, loadAsDocument } from '~/lib/served-document';
import { VIDEO_FRAME_ORIGINS } from '~/assets/video-embed';
import { CONTENT_MAPPERS } from '~/lib/content-mappers.server';
import { resolveMedia } from '~/lib/media.server';
import { sanitizeHtml, stripMarkup } from '~/lib/sanitize.server';
import { choiceParam, searchParam, withParams } from '~/lib/url-state';
import styles from '~/styles/assets.css?url';
import { search } from '~/upstream/search.server';
import type { ShellHandle } from '~/routes/signed-in-layout';
import { Modal } from '~/ui/Modal';
import { VideoPlayer } from '~/ui/VideoPlayer';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { SkeletonGrid, useListLoading } from '~/ui/Skeleton';
import { ViewToggle } from '~/ui/ViewToggle';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { redirect } from '~/lib/redirects';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/** Spec 2: the header is hidden on the search results. Its loader sends the `search` texts. */
export const handle: ShellHandle & I18nHandle = { hideHeader: true, i18n: ['search'] };

export const meta: Route.MetaFunction = ({ matches, error, loaderData }) => [
  { title: metaText({ matches, error }, 'search', 'title', `Search Results for "${loaderData?.query ?? ''}"`, { query: loaderData?.query ?? '' }) },
];

export const headers: Route.HeadersFunction = passPageHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    // Spec 5: an empty search does not navigate; its address leads back where the partner was.
    if (isBlankQuery(url.searchParams.get('query'))) throw redirect(emptySearchTarget(request.headers.get('referer'), url.origin));
    const query = searchParam(url.searchParams, 'query');
    const view = choiceParam(url.searchParams, 'view', SEARCH_VIEWS, 'grid');
    const expanded = parseExpanded(url.searchParams.get('more'));
    // Spec 8: a failed search is swallowed and shows no results.
    const result = await section(search(upstream, query));
    const sections = result?.ok ? result.data : [];
    const found = findHitDetail(sections, url.searchParams.get('detail'));
    const grouped = groupSearchResults(sections, expanded, CONTENT_MAPPERS);
    const detail = found
      ? {
          title: stripMarkup(found.hit.title),
          image: resolveMedia(found.hit.image),
          descriptionHtml: sanitizeHtml(found.hit.description, 3),
          player: hitPlayer(found.key, found.hit),
        }
      : null;
    return data(
      { dictionary: routeDictionary(locale, handle.i18n), query, view, expanded: [...expanded], sections: grouped, detail },
      {
        headers: pageHeaders({
          // A video hit's dialog plays it. The page lets the player hosts into frames whatever it
          // shows: opening a hit's dialog is a client navigation, which keeps the page's policy.
          frameOrigins: VIDEO_FRAME_ORIGINS,
          imageUrls: [...grouped.flatMap((section) => section.hits.map((hit) => hit.image)), detail?.image],
        }),
      },
    );
  });
}

/**
 * A video hit's dialog needs the player hosts in the page's policy, which only the search's own
 * document has: reached from another screen's document, it loads as a document of its own.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (isVideoDetail(url.searchParams.get('detail')) && !documentServedAt(url.pathname)) return loadAsDocument(request.url);
  return serverLoader();
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, view, expanded, sections, detail } = loaderData;
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const loading = useListLoading(['query']);
  const open = new Set(expanded);

  let body;
  if (loading) body = <SkeletonGrid count={8} columns={4} />;
  else if (sections.length === 0) body = <p className="empty">{t('empty')}</p>;
  else body = sections.map((section) => <ResultSectionView key={section.key} section={section} view={view} expanded={open} />);

  return (
    <section className="page search">
      <header className="page__header">
        <h1>{t('title', { query })}</h1>
        <ViewToggle current={view} views={SEARCH_VIEWS} label={t('views.label')} names={{ grid: t('views.grid'), list: t('views.list') }} />
      </header>
      <SearchBox name="query" label={t('search')} keep={['view']} required />
      {body}
      {detail ? (
        <Modal title={detail.title || t('untitled')} closeHref={withParams(params, { detail: null })}>
          {detail.player ? (
            <VideoPlayer src={detail.player} title={detail.title || t('untitled')} />
          ) : detail.image ? (
            <img className="search-detail__image" src={detail.image} alt="" />
          ) : null}
          <div className="search-detail__description" dangerouslySetInnerHTML={{ __html: detail.descriptionHtml }} />
        </Modal>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
