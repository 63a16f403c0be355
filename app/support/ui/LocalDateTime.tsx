import { formatDateTime } from '~/lib/format';

/**
 * A date-time in the partner's time zone (chosen by the server, see lib/time-zone.ts) with the
 * zone's name. The server and the browser format it with the same zone: the text the page is
 * served with is the text it keeps after hydration.
 */
export function LocalDateTime({ iso, language, timeZone }: { iso: string; language: string; timeZone: string }) {
  return <time dateTime={iso}>{formatDateTime(iso, language, timeZone) ?? iso}</time>;
}
