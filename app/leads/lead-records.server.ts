import { viewsOf } from '~/lib/cache.server';
import type { Lead } from '~/upstream/schemas/leads';
import { toLeadRecord, type LeadRecord } from './lead-search';

/**
 * Each lead of an answer mapped for a language once per lead object (`viewsOf`): the leads
 * answer is a reused, frozen parse while its text stays the same, and every view of the
 * screen, each sort and search, and the export read all of it. Records are shared: they
 * are read, never changed.
 */
const recordOf = viewsOf(toLeadRecord);

export function leadRecords(leads: readonly Lead[], language: string): LeadRecord[] {
  return leads.map((lead) => recordOf(lead, language));
}
