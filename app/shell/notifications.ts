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

/**
 * What is new for the partner: dated entries newer than the last visit and dateless ones
 * not seen on it, newest first (dateless after dated), at most MAX_ENTRIES.
 */
export function buildNotifications(sources: NotificationSource[], seen: SeenState): NotificationEntry[] {
  const seenKeys = new Set(seen.seenKeys);
  const entries = sources
    .filter((source) => source.text.trim() !== '')
    .map((source) => ({
      id: source.key,
      time: source.time,
      text: source.text,
      href: source.href,
      unseen: source.time !== null ? source.time > seen.lastSeen : !seenKeys.has(source.key),
    }));
  entries.sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity));
  return entries.slice(0, MAX_ENTRIES);
}

export function unseenCount(entries: NotificationEntry[]): number {
  return entries.filter((entry) => entry.unseen).length;
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
