import type { Route } from './+types/timezone';
import { data } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { metaText } from '~/i18n/meta';
import { withSignedIn } from '~/auth/signed-in.server';
import { DASHBOARD_PATH } from '~/lib/paths';
import { noStoreHeaders } from '~/lib/no-store';
import { RETURN_TO_FIELD, safeReturnPath } from '~/lib/safe-redirect';
import { zoneLabel } from '~/lib/time-zone';
import { TimeZoneForm } from '~/shell/TimeZoneForm';
import { usePartnerTimeZones } from '~/shell/time-zone';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'shell', 'timeZone.label', 'Time zone') }];

/**
 * The time zone the partner's times are shown in, chosen from every zone (a list too long to
 * send with each page, so it has a page of its own, opened from the language menu). The form
 * brings the partner back to the page they came from (`returnTo`).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ setCookie }) => {
    const headers = noStoreHeaders();
    if (setCookie) headers.append('Set-Cookie', setCookie);
    const returnTo = safeReturnPath(url.searchParams.get(RETURN_TO_FIELD), DASHBOARD_PATH);
    return data({ returnTo }, { headers });
  });
}

export default function TimeZoneScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('shell');
  const { timeZone } = usePartnerTimeZones();
  return (
    <section className="page" aria-labelledby="time-zone-title">
      <h1 id="time-zone-title">{t('timeZone.label')}</h1>
      <p>{t('timeZone.current', { zone: zoneLabel(timeZone) })}</p>
      <TimeZoneForm returnTo={loaderData.returnTo} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
