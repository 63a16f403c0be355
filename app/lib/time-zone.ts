/**
 * The time zone the portal shows times in: the zone the partner's browser reports (a cookie
 * its script sets), else the zone of the partner's country, else UTC, which every time then
 * names. The server picks it once per page and the browser formats with the same zone, so the
 * text does not change when the page hydrates. This module also runs in the browser.
 */
export const TIME_ZONE_COOKIE = 'tz';
export const UTC = 'UTC';

export type TimeZoneSource = 'browser' | 'country' | 'utc';
export interface PartnerTimeZone {
  zone: string;
  source: TimeZoneSource;
}

let supported: ReadonlySet<string> | null = null;

/** Whether the value names a zone Intl knows (an IANA name such as 'Europe/Berlin', or 'UTC'). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  if (value === UTC) return true;
  supported ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (supported.has(value)) return true;
  // Browsers may report an older alias ('Asia/Calcutta') that the list gives under its new name.
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone of each country the portal's partners are in, by English name and ISO code. A
 * country spanning several zones has its capital's (Russia: Moscow) or, where no one zone
 * would do (the United States, Brazil, Canada, Australia), none: times are then in UTC.
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
  return COUNTRY_ZONES[country.trim().toLowerCase()] ?? null;
}

/** The zone to show times in: the browser's, else the country's, else UTC. */
export function chooseTimeZone(browserZone: unknown, country: unknown): PartnerTimeZone {
  if (isTimeZone(browserZone)) return { zone: browserZone, source: 'browser' };
  const fromCountry = countryTimeZone(country);
  if (fromCountry) return { zone: fromCountry, source: 'country' };
  return { zone: UTC, source: 'utc' };
}

/** The zone in the request's `tz` cookie, when it is one Intl knows. */
export function timeZoneCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name.trim() !== TIME_ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('=').trim());
    } catch {
      return null;
    }
    return isTimeZone(value) ? value : null;
  }
  return null;
}

/**
 * The script the page runs first: it keeps the browser's zone in the `tz` cookie, so the next
 * page the server renders shows times in it. Minimal and self-contained (an inline script).
 */
export function timeZoneCookieScript(path: string): string {
  const cookie = JSON.stringify(`${TIME_ZONE_COOKIE}=`);
  const attributes = JSON.stringify(`;path=${path};max-age=31536000;samesite=lax`);
  return `try{var z=encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone||'');if(z&&('; '+document.cookie+';').indexOf('; '+${cookie}+z+';')<0)document.cookie=${cookie}+z+${attributes}+(location.protocol==='https:'?';secure':'')}catch(e){}`;
}
