import { Form } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { RETURN_TO_FIELD } from '~/lib/safe-redirect';
import { isListedZone, zoneGroups } from '~/lib/time-zone-list';
import { zoneLabel } from '~/lib/time-zone';
import { usePartnerTimeZones } from './time-zone';

/** A zone's option text: its place in the region ('Los Angeles', 'Argentina / Buenos Aires'). */
const placeLabel = (zone: string) => zoneLabel(zone.slice(zone.indexOf('/') + 1)).replace(/\//g, ' / ');

/**
 * The time zone the partner's times are shown in, chosen from every zone by region, the one
 * shown selected and their country's (else UTC) marked as the default: a POST form to the
 * preferences that brings the partner back to `returnTo`, with or without JavaScript. The zone
 * is kept in a cookie like the language and the theme.
 */
export function TimeZoneForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('shell');
  const { timeZone, defaultTimeZone } = usePartnerTimeZones();
  const text = (zone: string, label: string) => (zone === defaultTimeZone ? t('timeZone.default', { zone: label }) : label);
  return (
    <Form method="post" action="/preferences" className="time-zone-form">
      <CsrfField />
      <input type="hidden" name="intent" value="timeZone" />
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <label htmlFor="time-zone">{t('timeZone.label')}</label>
      {/* Drawn again when the zone changes elsewhere (another tab): the selection follows. */}
      <select id="time-zone" name="timeZone" defaultValue={timeZone} key={timeZone} className="input">
        <option value="UTC">{text('UTC', 'UTC')}</option>
        {/* A zone shown that the list does not hold (an older name a browser gave): still the selection. */}
        {isListedZone(timeZone) ? null : <option value={timeZone}>{text(timeZone, zoneLabel(timeZone))}</option>}
        {zoneGroups().map((group) => (
          <optgroup key={group.region} label={t(`timeZone.regions.${group.region}`)}>
            {group.zones.map((zone) => (
              <option key={zone} value={zone}>
                {text(zone, placeLabel(zone))}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="button button--small">
        {t('timeZone.save')}
      </button>
    </Form>
  );
}
