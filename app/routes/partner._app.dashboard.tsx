import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { dashboardAction, dashboardLoader } from '~/dashboard/dashboard-screen.server';
import {
  ContentSection,
  EventsSection,
  HighlightsSection,
  OnboardingSection,
  PinnedSection,
  PortfoliosSection,
  QuickLinksSection,
} from '~/dashboard/sections';
import { contentTab, onlyViewStateChanged, showAllEvents } from '~/dashboard/view-state';
import { DASHBOARD_PATH } from '~/lib/paths';
import styles from '~/styles/dashboard.css';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { useLoadingPath } from '~/ui/Skeleton';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: MetaFunction = () => [{ title: 'Dashboard' }];

export const loader = ({ request }: LoaderFunctionArgs) => dashboardLoader(request);

export const action = ({ request }: ActionFunctionArgs) => dashboardAction(request);

/**
 * Both content lists and every event come with one load: switching the tab or showing
 * all events changes only the URL, so no new request is made for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (onlyViewStateChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
};

export default function Dashboard() {
  const { portal, events, pinned, portfolios, popular, fresh } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t } = useTranslation('dashboard');
  const loading = useLoadingPath(DASHBOARD_PATH);
  return (
    <div className="page dashboard">
      <h1>{t('title')}</h1>
      <HighlightsSection portal={portal} />
      <div className="dashboard__row dashboard__row--links">
        <QuickLinksSection portal={portal} />
        <OnboardingSection portal={portal} />
      </div>
      <div className="dashboard__row dashboard__row--events">
        <EventsSection events={events} showAll={showAllEvents(params)} />
        <ContentSection popular={popular} fresh={fresh} tab={contentTab(params)} />
      </div>
      <PinnedSection pinned={pinned} />
      <PortfoliosSection portfolios={portfolios} loading={loading} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
