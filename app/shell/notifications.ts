/** One entry of the bell and the notifications screen. */
export interface NotificationEntry {
  id: string;
  /** Unix seconds, or null for content that carries no date. */
  time: number | null;
  text: string;
  href: string | null;
  unseen: boolean;
}

export interface SeenState {
  /** Unix seconds of the last visit to the notifications screen (0: never). */
  lastSeen: number;
  /** Keys of dateless entries already shown on that visit. */
  seenKeys: string[];
}

export interface NotificationSource {
  key: string;
  time: number | null;
  text: string;
  href: string | null;
}

const MAX_ENTRIES = 20;
const MAX_SEEN_KEYS = 60;
/** How many entries the bell's dropdown lists at least (the new ones always, however many). */
export const BELL_ENTRIES = 8;
/**
 * On a first visit (no seen state: a new browser or device) what appeared in these last days
 * counts as new; the dropdown and the screen say so. Otherwise every entry of a partner's
 * whole history would be "new".
 */
export const NEW_WINDOW_DAYS = 14;
const DAY_SECONDS = 24 * 60 * 60;

/** Whether the partner has never marked their notifications seen in this browser. */
export function isFirstVisit(seen: SeenState): boolean {
  return seen.lastSeen <= 0;
}

/**
 * Whether a source is new for the partner at `now` (unix milliseconds). A dated entry is new
 * when newer than the last visit or, on a first visit, than NEW_WINDOW_DAYS ago. A dateless
 * one is new when it was not listed on the last visit; on a first visit it cannot be shown to
 * be of the last days, so it is not new (it is still listed): the window the dropdown names
 * then holds for every entry marked new.
 */
function isNew(source: NotificationSource, seen: SeenState, seenKeys: ReadonlySet<string>, now: number): boolean {
  const firstVisit = isFirstVisit(seen);
  if (source.time === null) return !firstVisit && !seenKeys.has(source.key);
  const since = firstVisit ? Math.floor(now / 1000) - NEW_WINDOW_DAYS * DAY_SECONDS : seen.lastSeen;
  return source.time > since;
}

/**
 * The partner's entries, newest first (dateless after dated), at most MAX_ENTRIES, each
 * marked whether it is new (see `isNew`). The bell's count, its label and the marks are all
 * read from these: `unseenCount` and the entries' `unseen`.
 */
export function buildNotifications(sources: NotificationSource[], seen: SeenState, now: number): NotificationEntry[] {
  const seenKeys = new Set(seen.seenKeys);
  const entries = sources
    .filter((source) => source.text.trim() !== '')
    .map((source) => ({
      id: source.key,
      time: source.time,
      text: source.text,
      href: source.href,
      unseen: isNew(source, seen, seenKeys, now),
    }));
  entries.sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity));
  return entries.slice(0, MAX_ENTRIES);
}

export function unseenCount(entries: NotificationEntry[]): number {
  return entries.filter((entry) => entry.unseen).length;
}

/**
 * The entries the bell's dropdown lists: every new one (so that it marks as many as the
 * badge counts) and earlier ones up to BELL_ENTRIES, in the list's order.
 */
export function bellEntries(entries: NotificationEntry[]): NotificationEntry[] {
  let room = Math.max(0, BELL_ENTRIES - unseenCount(entries));
  return entries.filter((entry) => {
    if (entry.unseen) return true;
    room -= 1;
    return room >= 0;
  });
}

/** The state to remember after the partner looked at these entries. */
export function markSeen(entries: NotificationEntry[], now: number): SeenState {
  return {
    lastSeen: Math.floor(now / 1000),
    seenKeys: entries
      .filter((entry) => entry.time === null)
      .map((entry) => entry.id)
      .slice(0, MAX_SEEN_KEYS),
  };
}

export function parseSeenState(value: unknown): SeenState {
  if (typeof value !== 'object' || value === null) return { lastSeen: 0, seenKeys: [] };
  const record = value as Record<string, unknown>;
  const lastSeen = typeof record.lastSeen === 'number' && Number.isFinite(record.lastSeen) ? record.lastSeen : 0;
  const seenKeys = Array.isArray(record.seenKeys) ? record.seenKeys.filter((k): k is string => typeof k === 'string').slice(0, MAX_SEEN_KEYS) : [];
  return { lastSeen, seenKeys };
}
