import type { Route } from './+types/newsannouncements';
import { data } from 'react-router';
import { Link, useSearchParams } from 'react-router';
import { useId } from 'react';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { metaText } from '~/i18n/meta';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';
import { pageHeaders, passPageHeaders } from '~/assets/page-headers';
import { NewsImage } from '~/news/components';
import { NEWS_PAGE_SIZE, filterNews, newsEntries, toNewsCard, type NewsCard } from '~/news/news-list';
import { formatDate, toDate } from '~/lib/format';
import { CONTENT_MAPPERS } from '~/lib/content-mappers.server';
import { searchedPage } from '~/lib/pagination';
import { sanitizeHtml, stripMarkup } from '~/lib/sanitize.server';
import { withParams } from '~/lib/url-state';
import styles from '~/styles/assets.css?url';
import { getNews } from '~/upstream/content.server';
import { usePartnerTimeZone } from '~/shell/time-zone';
import { Modal } from '~/ui/Modal';
import { Pagination } from '~/ui/Pagination';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { SkeletonGrid, useListLoading } from '~/ui/Skeleton';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'news', 'title', 'News') }];

export const headers: Route.HeadersFunction = passPageHeaders;

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['news'] } satisfies I18nHandle;

/** News and announcements: the GraphQL listing (first 1000, the interface locale), 12 a page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const news = await section(getNews(upstream));
    const all = news.ok ? newsEntries(news.data) : [];
    const page = searchedPage(url.searchParams, all, (entries, query) => filterNews(entries, query, stripMarkup), NEWS_PAGE_SIZE);
    // The modal may show any item of the listing (a notification links to `?news=ID`).
    const openKey = url.searchParams.get('news');
    const opened = openKey ? all.find((entry) => entry.key === openKey) : undefined;
    const cards = page.items.map((entry) => toNewsCard(entry, CONTENT_MAPPERS));
    const open = opened ? { ...toNewsCard(opened, CONTENT_MAPPERS), descriptionHtml: sanitizeHtml(opened.item.description, 3) } : null;
    return data(
      {
        cards,
        page: page.page,
        pageCount: page.pageCount,
        error: news.ok ? null : news.error,
        open,
        dictionary: routeDictionary(locale, handle.i18n),
      },
      { headers: pageHeaders({ imageUrls: [...cards.map((card) => card.image), open?.image] }) },
    );
  });
}

function NewsDate({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('news');
  const timeZone = usePartnerTimeZone();
  const text = formatDate(value, i18n.language, { year: 'numeric', month: 'numeric', day: 'numeric' }, 'seconds', timeZone);
  const date = toDate(value, 'seconds');
  return (
    <p className="news-card__date">
      <span className="visually-hidden">{t('modified')}: </span>
      {text && date ? <time dateTime={date.toISOString()}>{text}</time> : t('invalidDate')}
    </p>
  );
}

/** One news card; `openHref` opens its modal (built once by the list, not by each card). */
function NewsCardView({ card, openHref }: { card: NewsCard; openHref: string }) {
  const { t } = useTranslation('news');
  const titleId = useId();
  return (
    <article className="card news-card" aria-labelledby={titleId}>
      <NewsImage key={card.image ?? 'none'} src={card.image} className="news-card__image" />
      <h2 id={titleId} className="news-card__title">
        {card.title || t('untitled')}
      </h2>
      <NewsDate value={card.modificationDate} />
      <Link to={openHref} preventScrollReset className="button button--small news-card__more" aria-describedby={titleId}>
        {t('learnMore')}
      </Link>
    </article>
  );
}

export default function NewsScreen({ loaderData }: Route.ComponentProps) {
  const { cards, page, pageCount, error, open } = loaderData;
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const loading = useListLoading(['q', 'page']);

  let body;
  if (error) {
    body = <ErrorAlert>{errorText(error)}</ErrorAlert>;
  } else if (loading) {
    body = <SkeletonGrid count={NEWS_PAGE_SIZE} shape="news" columns={4} />;
  } else if (cards.length === 0) {
    body = <p className="empty">{t('empty')}</p>;
  } else {
    body = (
      <ul className="grid grid--4 news-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <NewsCardView card={card} openHref={withParams(params, { news: card.id })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page news">
      <h1>{t('title')}</h1>
      <SearchBox label={t('search')} />
      {body}
      {error || loading ? null : <Pagination page={page} pageCount={pageCount} />}
      {open ? (
        <Modal title={open.title || t('untitled')} closeHref={withParams(params, { news: null })} className="news-modal">
          <NewsImage key={open.image ?? 'none'} src={open.image} className="news-modal__image" />
          <NewsDate value={open.modificationDate} />
          <div className="news-modal__description" dangerouslySetInnerHTML={{ __html: open.descriptionHtml }} />
        </Modal>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
