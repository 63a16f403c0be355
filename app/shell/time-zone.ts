import { useRouteLoaderData } from 'react-router';

/** The signed-in layout's route (routes/partner._app.tsx), whose data names the partner's zone. */
const SIGNED_IN_LAYOUT = 'routes/partner._app';

/**
 * The partner's time zone, as the signed-in layout's loader chose it from their profile
 * (lib/time-zone.ts): the zone every time on their pages is formatted in, on the server and
 * in the browser alike. UTC outside the signed-in layout.
 */
export function usePartnerTimeZone(): string {
  const layout = useRouteLoaderData<{ timeZone?: unknown }>(SIGNED_IN_LAYOUT);
  return typeof layout?.timeZone === 'string' ? layout.timeZone : 'UTC';
}
