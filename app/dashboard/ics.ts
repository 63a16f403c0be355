/**
 * One event as an iCalendar file (RFC 5545) that Outlook, Google Calendar and Apple
 * Calendar import: CRLF line ends, TEXT values escaped, lines folded at 75 octets.
 */
import { toDate } from '~/lib/format';

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
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar file of one event, or null when its start cannot be read. */
export function buildIcs(event: IcsEvent, now: Date, host = 'partner-portal'): string | null {
  const start = toDate(event.start);
  if (!start) return null;
  const parsedEnd = toDate(event.end);
  const end = parsedEnd && parsedEnd.getTime() > start.getTime() ? parsedEnd : new Date(start.getTime() + 3600_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Partner Portal//Dashboard events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${escapeIcsText(event.id)}@${escapeIcsText(host)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url && /^https?:\/\/[^\s"<>\\]+$/i.test(event.url)) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
