import type { Route } from './+types/assets';
import { data } from 'react-router';
import { Link } from 'react-router';
import { useId } from 'react';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { ASSET_CATEGORIES } from '~/assets/categories';
import { CategoryIcon } from '~/assets/icons';
import type { AssetCategorySlug } from '~/upstream/assets.server';
import { pageHeaders, passPageHeaders } from '~/assets/page-headers';
import { metaText } from '~/i18n/meta';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';
import styles from '~/styles/assets.css?url';
import { getAssetList } from '~/upstream/assets.server';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'assets', 'title', 'Media Assets') }];

export const headers: Route.HeadersFunction = passPageHeaders;

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['assets'] } satisfies I18nHandle;

/** The media assets landing: the six lists load at once (spec 7), each card counts its own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const lists = await Promise.all(ASSET_CATEGORIES.map((category) => section(getAssetList(upstream, category.slug))));
    const failed = lists.find((list) => !list.ok);
    return data(
      {
        categories: ASSET_CATEGORIES.map((category, index) => {
          const list = lists[index];
          return { slug: category.slug, count: list.ok ? list.data.length : null };
        }),
        error: failed && !failed.ok ? failed.error : null,
        dictionary: routeDictionary(locale, handle.i18n),
      },
      { headers: pageHeaders({}) },
    );
  });
}

function CategoryCard({ slug, count }: { slug: AssetCategorySlug; count: number | null }) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  return (
    <article className="card asset-category" aria-labelledby={titleId}>
      <CategoryIcon slug={slug} />
      <h2 id={titleId} className="asset-category__title">
        {t(`categories.${slug}`)}
      </h2>
      {count !== null ? <p className="asset-category__count">{t('itemCount', { count })}</p> : null}
      <Link to={`/assets/${slug}`} className="button button--primary" aria-describedby={titleId}>
        {t('viewAssets')}
      </Link>
    </article>
  );
}

export default function AssetsLanding({ loaderData }: Route.ComponentProps) {
  const { categories, error } = loaderData;
  const { t } = useTranslation('assets');
  const errorText = useErrorText();
  return (
    <section className="page assets">
      <h1>{t('title')}</h1>
      <p className="assets__intro">{t('intro')}</p>
      {error ? <ErrorAlert>{t('loadError', { message: errorText(error) })}</ErrorAlert> : null}
      <ul className="grid grid--3 asset-categories">
        {categories.map((category) => (
          <li key={category.slug}>
            <CategoryCard slug={category.slug} count={category.count} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
