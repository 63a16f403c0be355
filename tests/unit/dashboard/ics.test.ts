import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from '~/dashboard/ics';

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
});
