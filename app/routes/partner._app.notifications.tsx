import type { Route } from './+types/partner._app.notifications';
import { data } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/guard.server';
import { markSeen } from '~/shell/notifications';
import { loadNotifications, readSeenState, seenCookie } from '~/shell/notifications.server';
import { NotificationList } from '~/shell/NotificationList';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { noStoreHeaders } from '~/lib/no-store';
import { metaText } from '~/i18n/meta';

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'shell', 'notifications.title', 'Notifications') }];

/** The notifications screen; looking at it marks every entry seen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream }) => {
    const { entries, failed } = await loadNotifications(upstream, await readSeenState(request));
    const headers = noStoreHeaders();
    // What could not be loaded was not seen: the last visit stays as it was.
    if (!failed) headers.append('Set-Cookie', await seenCookie.serialize(markSeen(entries, Date.now())));
    return data({ entries, failed }, { headers });
  });
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { entries, failed } = loaderData;
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t('notifications.title')}</h1>
      <NotificationList entries={entries} failed={failed} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
