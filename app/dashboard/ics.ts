/**
 * One event as an iCalendar file (RFC 5545) that Outlook, Google Calendar and Apple
 * Calendar import: CRLF line ends, TEXT values escaped, lines folded at 75 octets. Times are
 * written in the partner's time zone (the one the dashboard shows them in), with the
 * VTIMEZONE that RFC 5545 asks for beside them; in UTC when that is the partner's zone.
 */
import { dateFormat, toDate } from '~/lib/format';
import { isTimeZone } from '~/lib/time-zone';

export interface IcsEvent {
  id: string;
  name: string;
  description: string;
  location: string;
  url: string | null;
  start: unknown;
  end: unknown;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + a space), never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC date-time form: 20250305T150000Z. */
function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const ZONED_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The wall-clock time in the zone, as the UTC instant that reads the same (whole seconds). */
function wallClock(date: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    dateFormat('en', { ...ZONED_PARTS, timeZone })
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

/** The zone's offset from UTC at the instant, in minutes. */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
  return Math.round((wallClock(whole, timeZone).getTime() - whole.getTime()) / 60_000);
}

/** Local date-time form, without a zone: 20250305T160000. */
function icsLocalDateTime(date: Date, timeZone: string): string {
  return icsDateTime(wallClock(date, timeZone)).replace(/Z$/, '');
}

/** UTC offset form of RFC 5545 (3.3.14): +0100, -0330. */
function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

/** The zone's short name at the instant ('CET', 'GMT+9'), for TZNAME. */
function zoneName(date: Date, timeZone: string): string {
  const name = dateFormat('en', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}

/** The first instant (to the minute) after `from` at which the zone's offset differs from its offset at `from`. */
function offsetChange(from: Date, to: Date, timeZone: string): Date {
  const before = zoneOffsetMinutes(from, timeZone);
  let low = from.getTime();
  let high = to.getTime();
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 2);
    if (zoneOffsetMinutes(new Date(middle), timeZone) === before) low = middle;
    else high = middle;
  }
  return new Date(Math.ceil(high / 60_000) * 60_000);
}

/**
 * The VTIMEZONE that covers the event in the zone: one observance with the offset at its
 * start and, when the offset changes before its end (a daylight-saving switch), a second
 * one from that change on.
 */
function timeZoneBlock(start: Date, end: Date, timeZone: string): string[] {
  const first = zoneOffsetMinutes(start, timeZone);
  const observance = (kind: string, from: number, to: number, localStart: string, name: string) => [
    `BEGIN:${kind}`,
    `DTSTART:${localStart}`,
    `TZOFFSETFROM:${icsOffset(from)}`,
    `TZOFFSETTO:${icsOffset(to)}`,
    `TZNAME:${escapeIcsText(name)}`,
    `END:${kind}`,
  ];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance('STANDARD', first, first, '19700101T000000', zoneName(start, timeZone))];
  const last = zoneOffsetMinutes(end, timeZone);
  if (last !== first) {
    const change = offsetChange(start, end, timeZone);
    // The change's local time as the clock read just before it (RFC 5545 3.6.5).
    const local = icsDateTime(new Date(change.getTime() + first * 60_000)).replace(/Z$/, '');
    lines.push(...observance(last > first ? 'DAYLIGHT' : 'STANDARD', first, last, local, zoneName(end, timeZone)));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** A zone the file can name: an IANA name that Intl knows, other than UTC. */
function namedZone(timeZone: string): string | null {
  return timeZone !== 'UTC' && isTimeZone(timeZone) ? timeZone : null;
}

/**
 * The calendar file of one event, or null when its start cannot be read. `timeZone` is the
 * partner's (an IANA name): the times are written in it; UTC or an unknown zone gives UTC times.
 */
export function buildIcs(event: IcsEvent, now: Date, host = 'partner-portal', timeZone = 'UTC'): string | null {
  const start = toDate(event.start);
  if (!start) return null;
  const parsedEnd = toDate(event.end);
  const end = parsedEnd && parsedEnd.getTime() > start.getTime() ? parsedEnd : new Date(start.getTime() + 3600_000);
  const zone = namedZone(timeZone);
  const at = (date: Date) => (zone ? `;TZID=${zone}:${icsLocalDateTime(date, zone)}` : `:${icsDateTime(date)}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Partner Portal//Dashboard events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zone ? timeZoneBlock(start, end, zone) : []),
    'BEGIN:VEVENT',
    `UID:event-${escapeIcsText(event.id)}@${escapeIcsText(host)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART${at(start)}`,
    `DTEND${at(end)}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url && /^https?:\/\/[^\s"<>\\]+$/i.test(event.url)) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
