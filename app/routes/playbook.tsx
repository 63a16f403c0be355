import type { Route } from './+types/playbook';
import { data } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { toPortfolioCards, type PortfolioCard } from '~/playbook/catalogue.server';
import { pageTitle } from '~/playbook/meta';
import { CardImage } from '~/playbook/ui/CardImage';
import styles from '~/styles/playbook.css?url';
import { getPortfolios } from '~/upstream/catalogue.server';
import { PinButton } from '~/ui/PinButton';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SkeletonGrid, useLoadingPath } from '~/ui/Skeleton';
import { NO_STORE } from '~/lib/no-store';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { ErrorAlert } from '~/ui/ErrorAlert';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: pageTitle(args) }];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['playbook'] } satisfies I18nHandle;

/** My Products: the portfolios, in the content locale of the interface language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const portfolios = await section(getPortfolios(upstream));
    return data(
      { dictionary: routeDictionary(locale, handle.i18n), portfolios: portfolios.ok ? toPortfolioCards(portfolios.data) : null },
      { headers: NO_STORE },
    );
  });
}

export default function Playbook({ loaderData }: Route.ComponentProps) {
  const { portfolios } = loaderData;
  const { t } = useTranslation('playbook');
  const loading = useLoadingPath();
  return (
    <section className="page playbook">
      <h1>{t('title')}</h1>
      {loading ? (
        <SkeletonGrid count={8} shape="portfolio" />
      ) : portfolios === null ? (
        <ErrorAlert look="inline">{t('loadError')}</ErrorAlert>
      ) : portfolios.length === 0 ? (
        <p className="empty">{t('noPortfolios')}</p>
      ) : (
        <ul className="grid grid--4 playbook-grid" aria-label={t('portfolios')}>
          {portfolios.map((portfolio) => (
            <li key={portfolio.id}>
              <PortfolioCardView portfolio={portfolio} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PortfolioCardView({ portfolio }: { portfolio: PortfolioCard }) {
  const { t } = useTranslation('playbook');
  const name = portfolio.name ?? t('noName');
  return (
    <article className="card playbook-card">
      <CardImage src={portfolio.image} />
      <h2 className="playbook-card__title">
        <Link to={portfolio.href}>{name}</Link>
      </h2>
      {portfolio.descriptionHtml ? (
        <div className="playbook-text" dangerouslySetInnerHTML={{ __html: portfolio.descriptionHtml }} />
      ) : (
        <p className="empty">{t('noDescription')}</p>
      )}
      <div className="playbook-card__actions">
        <PinButton id={portfolio.id} elementType="Category" pinned={portfolio.pinned} itemName={name} />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
