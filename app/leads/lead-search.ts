import { formatDate, isoDay, regionNames, toDate } from '~/lib/format';
import { compareDigits, compareNatural, matchesQuery } from '~/lib/text';
import { searchParam, sortParams, type SortDirection } from '~/lib/url-state';
import type { Lead } from '~/upstream/schemas/leads';
import { sameStatus, shownStatus, statusColour, type NamedStatus, type StatusColour } from './status';

/** Columns the lead table sorts by (URL `sort`); spec 4: the default is id ascending. */
const LEAD_SORT_KEYS = ['id', 'name', 'company', 'status', 'email', 'phone', 'date', 'country'] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];
const DEFAULT_LEAD_SORT: LeadSortKey = 'id';

/** A lead as the screen and the export use it: every field, with dates and country resolved for a language. */
export interface LeadRecord {
  id: string | null;
  firstname: string;
  lastname: string;
  /** 'First Last', as the table shows it. */
  name: string;
  company: string;
  /** The status as the provider sent it (trimmed): what the status filter and the export carry. */
  status: string;
  /** The status as the screen shows it, in the language ('Qualifiziert'); '' for none. */
  statusText: string;
  colour: StatusColour;
  email: string;
  phone: string;
  /** ISO 8601 of the creation date, or null when the provider sent none or garbage. */
  created: string | null;
  /** The creation date for the language in the partner's zone ('Mar 5, 2026'), or null. */
  createdText: string | null;
  /** The same day as yyyy-mm-dd (the search matches it too), or null. */
  createdDay: string | null;
  /** ISO country code as sent ('DE'). */
  country: string;
  /** The country's name in the language ('Germany'), or null for an unknown code. */
  countryName: string | null;
  street: string;
  zip: string;
  message: string;
  note: string;
  products: { id: string | null; model: string }[];
}

/** What one table row shows: no address, message or note (those are in the details modal). */
export type LeadRow = Pick<
  LeadRecord,
  'id' | 'name' | 'company' | 'status' | 'statusText' | 'colour' | 'email' | 'phone' | 'createdText' | 'country' | 'countryName'
> & {
  models: string[];
};

function countryNameOf(code: string, language: string): string | null {
  const trimmed = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(trimmed)) return null;
  try {
    return regionNames(language)?.of(trimmed) ?? null;
  } catch {
    return null;
  }
}

/**
 * Maps one upstream lead for a language, its date in the partner's zone (lib/time-zone.ts) and
 * its status named by `statusName` (the language's `leads:statuses`).
 */
export function toLeadRecord(lead: Lead, language: string, timeZone: string, statusName: (status: NamedStatus) => string): LeadRecord {
  const date = toDate(lead.creationDate);
  const firstname = lead.firstname.trim();
  const lastname = lead.lastname.trim();
  return {
    id: lead.id,
    firstname,
    lastname,
    name: [firstname, lastname].filter(Boolean).join(' '),
    company: lead.company.trim(),
    status: lead.status.trim(),
    statusText: shownStatus(lead.status, statusName),
    colour: statusColour(lead.status),
    email: lead.email.trim(),
    phone: lead.phone.trim(),
    created: date ? date.toISOString() : null,
    createdText: date ? formatDate(lead.creationDate, language, undefined, 'auto', timeZone) : null,
    createdDay: date ? isoDay(lead.creationDate, timeZone) : null,
    country: lead.country_iso.trim(),
    countryName: countryNameOf(lead.country_iso, language),
    street: lead.street,
    zip: lead.zip,
    message: lead.message,
    note: lead.note,
    products: lead.products.map((product) => ({ id: product.id, model: product.model.trim() })),
  };
}

export function toLeadRow(lead: LeadRecord): LeadRow {
  return {
    id: lead.id,
    name: lead.name,
    company: lead.company,
    status: lead.status,
    statusText: lead.statusText,
    colour: lead.colour,
    email: lead.email,
    phone: lead.phone,
    createdText: lead.createdText,
    country: lead.country,
    countryName: lead.countryName,
    models: lead.products.map((product) => product.model).filter(Boolean),
  };
}

/**
 * Spec 5: the lead search is case-insensitive across name, company, status, e-mail, phone,
 * date, country, id and product model. The date matches as shown and as yyyy-mm-dd; the
 * country as its code and its name; the status as shown and as the provider sent it.
 */
export function matchesLead(lead: LeadRecord, query: string): boolean {
  return matchesQuery(query, [
    lead.id,
    lead.firstname,
    lead.lastname,
    lead.name,
    lead.company,
    lead.status,
    lead.statusText,
    lead.email,
    lead.phone,
    lead.createdText,
    lead.createdDay,
    lead.country,
    lead.countryName,
    ...lead.products.map((product) => product.model),
  ]);
}

const NUMERIC = /^\d+$/;

/** Ids compare as numbers when both are numeric ('9' before '10'), otherwise in natural order. */
export function compareIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (NUMERIC.test(a) && NUMERIC.test(b)) return compareDigits(a, b);
  return compareNatural(a, b);
}

function sortValue(lead: LeadRecord, key: LeadSortKey): string {
  switch (key) {
    case 'name':
      return lead.name;
    case 'company':
      return lead.company;
    case 'status':
      return lead.statusText;
    case 'email':
      return lead.email;
    case 'phone':
      return lead.phone;
    case 'country':
      return lead.country;
    default:
      return '';
  }
}

function compareBy(key: LeadSortKey, a: LeadRecord, b: LeadRecord): number {
  if (key === 'id') return compareIds(a.id, b.id);
  if (key === 'date') {
    if (a.created === b.created) return 0;
    if (a.created === null) return 1;
    if (b.created === null) return -1;
    return Date.parse(a.created) - Date.parse(b.created);
  }
  const x = sortValue(a, key);
  const y = sortValue(b, key);
  if (x === y) return 0;
  if (x === '') return 1;
  if (y === '') return -1;
  return compareNatural(x, y);
}

/**
 * Sorts by a column in a direction; equal values keep id order. Leads without a value in the
 * column (no date, no company, no id) stay at the end in both directions.
 */
export function sortLeads(leads: readonly LeadRecord[], key: LeadSortKey, dir: SortDirection): LeadRecord[] {
  const sign = dir === 'desc' ? -1 : 1;
  const empty = (lead: LeadRecord) => (key === 'id' ? lead.id === null : key === 'date' ? lead.created === null : sortValue(lead, key) === '');
  return [...leads].sort((a, b) => {
    const ea = empty(a);
    const eb = empty(b);
    if (ea !== eb) return ea ? 1 : -1;
    const primary = compareBy(key, a, b);
    if (primary !== 0) return sign * primary;
    return compareIds(a.id, b.id);
  });
}

export interface StatusCount {
  /** The status as the provider sent it (the filter's value). */
  status: string;
  /** The status as the screen shows it. */
  text: string;
  count: number;
  colour: StatusColour;
}

/** Leads per status (statuses differing only in case count together), in natural order of their shown names; leads without a status are left out. */
export function statusCounts(leads: readonly LeadRecord[]): StatusCount[] {
  const counts = new Map<string, StatusCount>();
  for (const lead of leads) {
    if (lead.status === '') continue;
    const key = lead.status.toLowerCase();
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { status: lead.status, text: lead.statusText, count: 1, colour: lead.colour });
  }
  return [...counts.values()].sort((a, b) => compareNatural(a.text, b.text));
}

export interface LeadQuery {
  /** Search text. */
  q: string;
  /** Status filter ('' for all). */
  status: string;
  sort: LeadSortKey;
  dir: SortDirection;
}

export interface LeadSelection {
  /** The leads the table (and the export) shows, in order. */
  leads: LeadRecord[];
  /** Counts per status among the leads that match the search (before the status filter). */
  counts: StatusCount[];
  /** How many leads match the search before the status filter. */
  searchTotal: number;
}

/** Search, then status filter, then sort: the table and the CSV export both come from here. */
export function selectLeads(all: readonly LeadRecord[], query: LeadQuery): LeadSelection {
  const searched = all.filter((lead) => matchesLead(lead, query.q));
  const filtered = query.status === '' ? searched : searched.filter((lead) => sameStatus(lead.status, query.status));
  return { leads: sortLeads(filtered, query.sort, query.dir), counts: statusCounts(searched), searchTotal: searched.length };
}

/** The view state of the lead screen from its URL. */
export function leadQueryFrom(params: URLSearchParams): LeadQuery {
  const { sort, dir } = sortParams(params, LEAD_SORT_KEYS, DEFAULT_LEAD_SORT);
  return {
    q: searchParam(params),
    status: (params.get('status') ?? '').trim().slice(0, 100),
    sort,
    dir,
  };
}
