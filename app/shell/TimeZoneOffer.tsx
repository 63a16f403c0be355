import { Form } from 'react-router';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { ReturnToField } from '~/forms/ReturnToField';
import { zoneLabel, zoneToOffer } from '~/lib/time-zone';
import { usePartnerTimeZones } from './time-zone';

const noSubscription = () => () => undefined;

/** The zone the browser says it is in, or null where it cannot say. */
function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * With JavaScript, to a partner who has not chosen a zone: when the browser's zone differs from
 * the one times are shown in, a small offer to show them in it, or to keep the zone shown. Either
 * answer is the time zone preference's own post, so the partner is not asked again. Drawn only
 * after hydration (the server cannot know the browser's zone, and the page it sends must be the
 * page React finds); nothing without JavaScript, where there is nothing to tell the zone by.
 */
export function TimeZoneOffer() {
  const { t } = useTranslation('shell');
  const { timeZone, chosen } = usePartnerTimeZones();
  // The server's page and the one hydration finds have no browser zone; the render after it has.
  const browser = useSyncExternalStore(noSubscription, browserZone, () => null);
  const [answered, setAnswered] = useState(false);
  const offered = zoneToOffer(browser, timeZone, chosen);
  if (!offered || answered) return null;
  const shown = zoneLabel(timeZone);
  const offer = zoneLabel(offered);
  return (
    <Form method="post" action="/preferences" className="time-zone-offer" aria-labelledby="time-zone-offer" onSubmit={() => setAnswered(true)}>
      <CsrfField />
      <input type="hidden" name="intent" value="timeZone" />
      <ReturnToField />
      <p id="time-zone-offer">{t('timeZone.offer', { zone: offer, shown })}</p>
      <div className="time-zone-offer__actions">
        <button type="submit" name="timeZone" value={offered} className="button button--small button--primary">
          {t('timeZone.use', { zone: offer })}
        </button>
        <button type="submit" name="timeZone" value={timeZone} className="button button--small">
          {t('timeZone.keep', { zone: shown })}
        </button>
      </div>
    </Form>
  );
}
