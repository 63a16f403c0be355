/**
 * The time zone the portal shows times in: the one the partner chose (the `time_zone`
 * preference, kept like the language and the theme), else the zone of their country (their
 * profile's), else UTC; every time names it. It is chosen on the server, so a time reads the
 * same with JavaScript and without, in the server's render and after hydration, on the
 * dashboard, the support screen and in the calendar file (decision 008). The browser's zone is
 * only ever offered, never taken unasked; the server's own zone is never used. This module
 * also runs in the browser.
 */
export const UTC = 'UTC';

let supported: ReadonlySet<string> | null = null;

/** Whether the value names a zone Intl knows (an IANA name such as 'Europe/Berlin', or 'UTC'). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  if (value === UTC) return true;
  supported ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (supported.has(value)) return true;
  // An older alias ('Asia/Calcutta') that the list gives under its new name.
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone of each country the portal's partners are in, by English name and ISO code. A
 * country spanning several zones has the zone of its capital where most of its people live by
 * it (Russia: Moscow, Mexico: Mexico City, Indonesia: Jakarta) or, where no one zone would do
 * (the United States, Brazil, Canada, Australia), none: times are then in UTC until the
 * partner chooses a zone (with JavaScript, the portal offers the browser's).
 */
const COUNTRY_ZONES: Record<string, string> = {
  'united kingdom': 'Europe/London',
  gb: 'Europe/London',
  uk: 'Europe/London',
  'great britain': 'Europe/London',
  ireland: 'Europe/Dublin',
  ie: 'Europe/Dublin',
  germany: 'Europe/Berlin',
  de: 'Europe/Berlin',
  deutschland: 'Europe/Berlin',
  austria: 'Europe/Vienna',
  at: 'Europe/Vienna',
  switzerland: 'Europe/Zurich',
  ch: 'Europe/Zurich',
  france: 'Europe/Paris',
  fr: 'Europe/Paris',
  belgium: 'Europe/Brussels',
  be: 'Europe/Brussels',
  netherlands: 'Europe/Amsterdam',
  nl: 'Europe/Amsterdam',
  luxembourg: 'Europe/Luxembourg',
  lu: 'Europe/Luxembourg',
  italy: 'Europe/Rome',
  it: 'Europe/Rome',
  italia: 'Europe/Rome',
  spain: 'Europe/Madrid',
  es: 'Europe/Madrid',
  españa: 'Europe/Madrid',
  portugal: 'Europe/Lisbon',
  pt: 'Europe/Lisbon',
  poland: 'Europe/Warsaw',
  pl: 'Europe/Warsaw',
  sweden: 'Europe/Stockholm',
  se: 'Europe/Stockholm',
  norway: 'Europe/Oslo',
  no: 'Europe/Oslo',
  denmark: 'Europe/Copenhagen',
  dk: 'Europe/Copenhagen',
  finland: 'Europe/Helsinki',
  fi: 'Europe/Helsinki',
  greece: 'Europe/Athens',
  gr: 'Europe/Athens',
  turkey: 'Europe/Istanbul',
  tr: 'Europe/Istanbul',
  russia: 'Europe/Moscow',
  ru: 'Europe/Moscow',
  china: 'Asia/Shanghai',
  cn: 'Asia/Shanghai',
  japan: 'Asia/Tokyo',
  jp: 'Asia/Tokyo',
  'south korea': 'Asia/Seoul',
  kr: 'Asia/Seoul',
  india: 'Asia/Kolkata',
  in: 'Asia/Kolkata',
  singapore: 'Asia/Singapore',
  sg: 'Asia/Singapore',
  'united arab emirates': 'Asia/Dubai',
  ae: 'Asia/Dubai',
  'saudi arabia': 'Asia/Riyadh',
  sa: 'Asia/Riyadh',
  'south africa': 'Africa/Johannesburg',
  za: 'Africa/Johannesburg',
  mexico: 'America/Mexico_City',
  mx: 'America/Mexico_City',
  indonesia: 'Asia/Jakarta',
  id: 'Asia/Jakarta',
  argentina: 'America/Argentina/Buenos_Aires',
  ar: 'America/Argentina/Buenos_Aires',
  chile: 'America/Santiago',
  cl: 'America/Santiago',
  colombia: 'America/Bogota',
  co: 'America/Bogota',
  peru: 'America/Lima',
  pe: 'America/Lima',
};

/** The zone of the partner's country (English name or ISO code, any case), or null. */
export function countryTimeZone(country: unknown): string | null {
  if (typeof country !== 'string') return null;
  const key = country.trim().toLowerCase();
  // Own entries only: a country named 'constructor' or '__proto__' has no zone.
  return Object.hasOwn(COUNTRY_ZONES, key) ? COUNTRY_ZONES[key] : null;
}

/** The zone the partner's country gives their times when they chose none: their country's, else UTC. */
export function partnerZone(country: unknown): string {
  return countryTimeZone(country) ?? UTC;
}

/** The zone the partner's times are shown in: the one they chose when it is a zone, else their country's (`partnerZone`). */
export function shownZone(chosen: unknown, country: unknown): string {
  return isTimeZone(chosen) ? chosen : partnerZone(country);
}

/** Zones a browser reports when it does not tell where it is (privacy modes, machines set to UTC). */
const UNTOLD_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu', 'Universal', 'Zulu']);

/**
 * The zone to offer a partner who has chosen none: the browser's, when it names a zone other
 * than the one shown; null when there is nothing to offer (a zone was chosen, the browser
 * reports none, an unknown one or only UTC).
 */
export function zoneToOffer(browserZone: unknown, shown: string, chosen: boolean): string | null {
  if (chosen || !isTimeZone(browserZone) || UNTOLD_ZONES.has(browserZone) || UNTOLD_ZONES.has(canonicalZone(browserZone))) return null;
  // The same zone under another name (a browser's 'Asia/Calcutta' for 'Asia/Kolkata') is no other zone.
  return canonicalZone(browserZone) === canonicalZone(shown) ? null : browserZone;
}

/** The name Intl gives a zone (one for all its aliases); the name itself where Intl knows none. */
function canonicalZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/** A zone as the partner reads it: its IANA name with spaces ('America/Los Angeles'). */
export function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}
