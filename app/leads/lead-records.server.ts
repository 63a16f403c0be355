import { DEFAULT_LANGUAGE, isLanguage } from '~/i18n/config';
import { dictionaryFor } from '~/i18n/dictionaries.server';
import { createTranslate } from '~/i18n/translate';
import { memoizePerAnswer } from '~/lib/cache.server';
import type { Lead } from '~/upstream/schemas/leads';
import { toLeadRecord, type LeadRecord } from './lead-search';
import type { NamedStatus } from './status';

/** The names of the statuses in a language (`leads:statuses`). */
export function statusNamesFor(language: string): (status: NamedStatus) => string {
  const t = createTranslate(dictionaryFor(isLanguage(language) ? language : DEFAULT_LANGUAGE), 'leads');
  return (status) => t(`statuses.${status}`);
}

/**
 * Each lead of an answer mapped for a language and zone once per lead object (`memoizePerAnswer`): the leads
 * answer is a reused, frozen parse while its text stays the same, and every view of the
 * screen, each sort and search, and the export read all of it. Records are shared: they
 * are read, never changed.
 */
const recordOf = memoizePerAnswer((lead: Lead, variant: string) => {
  const [language, timeZone] = JSON.parse(variant) as [string, string];
  return toLeadRecord(lead, language, timeZone, statusNamesFor(language));
});

/** The leads for a language, their dates in the partner's zone. */
export function leadRecords(leads: readonly Lead[], language: string, timeZone: string): LeadRecord[] {
  const variant = JSON.stringify([language, timeZone]);
  return leads.map((lead) => recordOf(lead, variant));
}
