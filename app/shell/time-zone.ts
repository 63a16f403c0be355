import { useRouteLoaderData } from 'react-router';

/** The signed-in layout's route (routes/signed-in-layout.tsx), whose data names the partner's zone. */
const SIGNED_IN_LAYOUT = 'routes/signed-in-layout';

export interface PartnerTimeZones {
  /** The zone times are shown in. */
  timeZone: string;
  /** The zone of the partner's country (else UTC): the one shown when they chose none. */
  defaultTimeZone: string;
  /** Whether the partner chose the zone (the `time_zone` preference). */
  chosen: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : 'UTC');

/** The partner's zones as the signed-in layout's loader chose them (shell.server.ts); UTC outside the signed-in layout. */
export function usePartnerTimeZones(): PartnerTimeZones {
  const layout = useRouteLoaderData<{ timeZone?: unknown; defaultTimeZone?: unknown; timeZoneChosen?: unknown }>(SIGNED_IN_LAYOUT);
  return { timeZone: text(layout?.timeZone), defaultTimeZone: text(layout?.defaultTimeZone), chosen: layout?.timeZoneChosen === true };
}

/**
 * The partner's time zone, as the signed-in layout's loader chose it (their choice, else their
 * country's, see lib/time-zone.ts): the zone every time on their pages is formatted in, on the
 * server and in the browser alike. UTC outside the signed-in layout.
 */
export function usePartnerTimeZone(): string {
  return usePartnerTimeZones().timeZone;
}
