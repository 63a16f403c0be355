import type { Route } from './+types/dashboard';
import { data } from 'react-router';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { readFormWithCsrfVerdict } from '~/auth/csrf.server';
import { withSignedIn } from '~/auth/signed-in.server';
import { readCalendar, toggleCalendar } from '~/dashboard/calendar-cookie.server';
import { loadDashboard } from '~/dashboard/dashboard.server';
import { EVENT_ID } from '~/dashboard/events';
import { safeReturnPath } from '~/lib/safe-redirect';
import { partnerTimeZone } from '~/shell/time-zone.server';
import { ContentSection, EventsSection, HighlightsSection, OnboardingSection, PinnedSection, PortfoliosSection, QuickLinksSection } from '~/dashboard/sections';
import { contentTab, onlyViewStateChanged, showAllEvents } from '~/dashboard/view-state';
import { DASHBOARD_PATH } from '~/lib/paths';
import styles from '~/styles/dashboard.css?url';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { useLoadingPath } from '~/ui/Skeleton';
import { NO_STORE, noStoreHeaders } from '~/lib/no-store';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { replace } from '~/lib/redirects';
import { metaText } from '~/i18n/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'dashboard', 'title', 'Dashboard') }];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['dashboard'] } satisfies I18nHandle;

/** Portal content, events, pinned items, portfolios, popular and new content: all at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async (signedIn) => {
    // The partner's zone may need the profile: asked for beside the sections, not before them
    // (a refused token reaches the sections too, so its failure here is only UTC).
    const timeZone = partnerTimeZone(request, signedIn.upstream).catch(() => 'UTC');
    const sections = await loadDashboard(signedIn, new Set(await readCalendar(request)), new Date(), timeZone);
    return data({ ...sections, dictionary: routeDictionary(signedIn.locale, handle.i18n) }, { headers: NO_STORE });
  });
}

/**
 * The events calendar toggle (the dashboard's only form): flips the flag of the event its
 * button names, in the cookie, and returns to the event (its fragment, for the browser
 * without JavaScript; with it, the form keeps the scroll position).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withSignedIn({ request, context }, async ({ session }) => {
    // A page drawn before the session changed changes nothing: the partner goes back to it.
    const { form, verdict } = await readFormWithCsrfVerdict(request, session);
    const id = String(form.get('event') ?? '').trim();
    const headers = noStoreHeaders();
    let added: boolean | null = null;
    if (verdict === 'valid' && EVENT_ID.test(id)) {
      const result = await toggleCalendar(request, id);
      headers.append('Set-Cookie', result.setCookie);
      added = result.added;
    }
    const back = safeReturnPath(form.get('returnTo'), DASHBOARD_PATH);
    return replace(added === null ? back : `${back}#event-${id}`, { headers });
  });
}

/**
 * Both content lists and every event come with one load: switching the tab or showing
 * all events changes only the URL, so no new request is made for it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (onlyViewStateChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { portal, events, pinned, portfolios, popular, fresh } = loaderData;
  const [params] = useSearchParams();
  const { t } = useTranslation('dashboard');
  const loading = useLoadingPath('/dashboard');
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
