import { useEffect, useState } from 'react';
import { formatDateTime } from '~/lib/format';

/**
 * A date-time in the reader's own time zone. The server does not know that zone, so it
 * renders UTC (with the zone's name); once the page runs in the browser the same element
 * switches to the local zone. Without JavaScript the UTC time stays, clearly labelled.
 */
export function LocalDateTime({ iso, language }: { iso: string; language: string }) {
  const [timeZone, setTimeZone] = useState('UTC');
  useEffect(() => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (local) setTimeZone(local);
  }, []);
  return <time dateTime={iso}>{formatDateTime(iso, language, timeZone) ?? iso}</time>;
}
