import { describe, expect, it } from 'vitest';
import { calendarIds, startOfUtcDay, toggleCalendarId, upcomingEvents } from '~/dashboard/events';
import { formatDateTimeRange } from '~/lib/format';

const event = (id: string, start: unknown, end: unknown) => ({ id, dateTimeStart: start, dateTimeEnd: end });

describe('upcomingEvents', () => {
  const now = new Date('2025-03-10T15:30:00Z');

  it('keeps events ending today (UTC) or later and drops those that ended before today', () => {
    const events = [
      event('ended-yesterday', '2025-03-08T09:00:00Z', '2025-03-09T23:59:59Z'),
      event('ended-this-morning', '2025-03-10T06:00:00Z', '2025-03-10T08:00:00Z'),
      event('ends-at-midnight', '2025-03-09T20:00:00Z', '2025-03-10T00:00:00Z'),
      event('tomorrow', '2025-03-11T09:00:00Z', '2025-03-11T10:00:00Z'),
    ];
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual(['ends-at-midnight', 'ended-this-morning', 'tomorrow']);
  });

  it('uses the UTC day, not the local one', () => {
    // 23:30 UTC on the 10th: an event that ended at 00:30 UTC on the 10th still counts.
    const late = new Date('2025-03-10T23:30:00Z');
    expect(startOfUtcDay(late)).toBe(Date.UTC(2025, 2, 10));
    expect(upcomingEvents([event('a', '2025-03-09T22:00:00Z', '2025-03-10T00:30:00Z')], late)).toHaveLength(1);
    expect(upcomingEvents([event('b', '2025-03-09T22:00:00Z', '2025-03-09T23:59:00Z')], late)).toHaveLength(0);
  });

  it('sorts by start ascending whatever order the provider sent', () => {
    const events = [
      event('c', '2025-05-01T09:00:00Z', '2025-05-02T09:00:00Z'),
      event('a', '2025-03-01T09:00:00Z', '2025-03-20T09:00:00Z'),
      event('b', '2025-04-01T09:00:00Z', '2025-04-01T10:00:00Z'),
    ];
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out events without a readable end, puts unreadable starts last and keeps ties in order', () => {
    const events = [
      event('no-start', null, '2025-04-01T10:00:00Z'),
      event('no-end', '2025-03-12T09:00:00Z', 'not a date'),
      event('tie-1', '2025-03-15T09:00:00Z', '2025-03-15T10:00:00Z'),
      event('tie-2', '2025-03-15T09:00:00Z', '2025-03-15T11:00:00Z'),
    ];
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual(['tie-1', 'tie-2', 'no-start']);
  });

  it('does not change the list it was given', () => {
    const events = [event('b', '2025-04-01T00:00:00Z', '2025-04-02T00:00:00Z'), event('a', '2025-03-20T00:00:00Z', '2025-03-21T00:00:00Z')];
    upcomingEvents(events, now);
    expect(events.map((e) => e.id)).toEqual(['b', 'a']);
  });
});

describe('event spans (formatDateTimeRange)', () => {
  it('formats the span in the language, in UTC', () => {
    const text = formatDateTimeRange('2025-03-05T15:00:00Z', '2025-03-05T16:00:00Z', 'en');
    expect(text).toMatch(/Mar/);
    expect(text).toMatch(/3:00/);
    expect(text).toMatch(/4:00/);
    expect(text).toMatch(/UTC/);
    expect(formatDateTimeRange('2025-03-05T15:00:00Z', '2025-03-07T16:00:00Z', 'de')).toMatch(/März/);
  });

  it('shows the start alone without a usable end and null without a start', () => {
    expect(formatDateTimeRange('2025-03-05T15:00:00Z', 'garbage', 'en')).toMatch(/Mar 5, 2025/);
    expect(formatDateTimeRange('garbage', '2025-03-05T15:00:00Z', 'en')).toBeNull();
  });
});

describe('calendar ids', () => {
  it('keeps only id-shaped strings, once each', () => {
    expect(calendarIds(['4001', '4001', 'x y', 42, null, '<script>', '4002'])).toEqual(['4001', '4002']);
    expect(calendarIds('4001')).toEqual([]);
    expect(calendarIds(null)).toEqual([]);
  });

  it('toggles an id on and off', () => {
    expect(toggleCalendarId([], '4004')).toEqual(['4004']);
    expect(toggleCalendarId(['4004', '4005'], '4004')).toEqual(['4005']);
  });
});

describe('event spans per language and range', () => {
  it('answers the same text for the same range and language, another for another', () => {
    const first = formatDateTimeRange('2026-12-01T09:00:00Z', '2026-12-01T17:00:00Z', 'en');
    expect(formatDateTimeRange('2026-12-01T09:00:00Z', '2026-12-01T17:00:00Z', 'en')).toBe(first);
    expect(formatDateTimeRange('2026-12-01T09:00:00Z', '2026-12-01T17:00:00Z', 'de')).not.toBe(first);
    expect(formatDateTimeRange('2026-12-01T09:00:00Z', '2026-12-02T17:00:00Z', 'en')).not.toBe(first);
    expect(formatDateTimeRange('2026-12-01T09:00:00Z', '2026-11-30T17:00:00Z', 'en')).toBe(formatDateTimeRange('2026-12-01T09:00:00Z', null, 'en'));
  });
});
