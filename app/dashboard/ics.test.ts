import { describe, expect, it } from 'vitest';
import { zoneGroups } from '~/lib/time-zone-list';
import { buildIcs, escapeIcsText, foldIcsLine, zoneOffsetMinutes } from '~/dashboard/ics';

/** The lines of the first BEGIN:name … END:name component of a calendar. */
const component = (lines: string[], name: string) => lines.slice(lines.indexOf(`BEGIN:${name}`), lines.indexOf(`END:${name}`) + 1);

/** A zone's STANDARD or DAYLIGHT part as it should be written: from when, from which offset to which, with a name. */
const offsets = (kind: string, from: string, offsetFrom: string, offsetTo: string) => [
  `BEGIN:${kind}`,
  `DTSTART:${from}`,
  `TZOFFSETFROM:${offsetFrom}`,
  `TZOFFSETTO:${offsetTo}`,
  expect.stringMatching(/^TZNAME:/),
  `END:${kind}`,
];

const now = new Date('2025-03-01T12:00:00Z');

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('drops other control characters so no property can be injected', () => {
    expect(escapeIcsText('x\u0000y\u0007z')).toBe('xyz');
  });
});

describe('foldIcsLine', () => {
  it('folds at 75 octets with CRLF and a space, never splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((part, index) => (index > 0 ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('buildIcs', () => {
  const event = {
    id: '4004',
    name: 'Webinar: drones, crawlers; and more',
    description: 'Line one\nLine two',
    location: 'Online',
    url: 'https://events.example/webinar',
    start: '2025-03-05T15:00:00.000Z',
    end: '2025-03-05T16:00:00.000Z',
  };

  it('writes one VEVENT with UTC times, escaped text and CRLF line ends', () => {
    const ics = buildIcs(event, now, 'portal.example')!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nUID:event-4004@portal.example\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20250301T120000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20250305T150000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20250305T160000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Webinar: drones\\, crawlers\\; and more\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Line one\\nLine two\r\n');
    expect(ics).toContain('\r\nURL:https://events.example/webinar\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
  });

  it('gives an event without an end one hour and leaves out an unsafe URL', () => {
    const ics = buildIcs({ ...event, end: null, url: 'javascript:alert(1)' }, now)!;
    expect(ics).toContain('DTEND:20250305T160000Z');
    expect(ics).not.toContain('URL:');
  });

  it('answers null without a readable start', () => {
    expect(buildIcs({ ...event, start: 'soon' }, now)).toBeNull();
  });

  it("writes the times in the partner's zone, with the zone's definition beside them", () => {
    const ics = buildIcs(event, now, 'portal.example', 'Europe/Berlin')!;
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20250305T160000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20250305T170000');
    const zone = component(lines, 'VTIMEZONE');
    expect(zone).toEqual(['BEGIN:VTIMEZONE', 'TZID:Europe/Berlin', ...offsets('STANDARD', '19700101T000000', '+0100', '+0100'), 'END:VTIMEZONE']);
    // The zone comes before the event that names it.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(ics).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it('writes zones west of UTC and with half hours', () => {
    const newYork = buildIcs(event, now, 'portal.example', 'America/New_York')!;
    expect(newYork).toContain('\r\nDTSTART;TZID=America/New_York:20250305T100000\r\n');
    expect(newYork).toContain('\r\nTZOFFSETTO:-0500\r\n');
    const india = buildIcs(event, now, 'portal.example', 'Asia/Kolkata')!;
    expect(india).toContain('\r\nDTSTART;TZID=Asia/Kolkata:20250305T203000\r\n');
    expect(india).toContain('\r\nTZOFFSETTO:+0530\r\n');
  });

  it('adds the daylight-saving change that falls inside an event', () => {
    // Berlin moves from +01:00 to +02:00 at 01:00 UTC on 30 March 2025.
    const ics = buildIcs({ ...event, start: '2025-03-29T23:00:00Z', end: '2025-03-30T03:00:00Z' }, now, 'portal.example', 'Europe/Berlin')!;
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20250330T000000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20250330T050000');
    const daylight = component(lines, 'DAYLIGHT');
    expect(daylight).toEqual(offsets('DAYLIGHT', '20250330T020000', '+0100', '+0200'));
  });

  it('writes the times in any zone the partner may choose, older names of the browsers too', () => {
    for (const zone of [...zoneGroups().flatMap((group) => group.zones), 'Asia/Calcutta', 'US/Pacific']) {
      const ics = buildIcs(event, now, 'portal.example', zone)!;
      expect(ics, zone).toContain(`\r\nBEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`);
      expect(ics, zone).toMatch(new RegExp(`\\r\\nDTSTART;TZID=${zone.replace(/[+]/g, '\\+')}:\\d{8}T\\d{6}\\r\\n`));
    }
  });

  it('keeps UTC times for UTC and for a zone Intl does not know', () => {
    for (const zone of ['UTC', 'Mars/Olympus', 'Europe/Berlin;X=1', '']) {
      const ics = buildIcs(event, now, 'portal.example', zone)!;
      expect(ics, zone).toContain('\r\nDTSTART:20250305T150000Z\r\n');
      expect(ics, zone).not.toContain('VTIMEZONE');
    }
  });

  it('reads the offset of a zone at an instant', () => {
    expect(zoneOffsetMinutes(new Date('2025-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(new Date('2025-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(new Date('2025-01-01T12:00:00Z'), 'Asia/Tokyo')).toBe(540);
  });
});
