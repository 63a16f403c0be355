/** Badge colours of app.css (`badge--blue` ...). */
export type StatusColour = 'blue' | 'green' | 'red' | 'yellow';

const COLOURS: Record<string, StatusColour> = { new: 'blue', qualified: 'green', closed: 'red' };

/**
 * The statuses the portal names in the partner's language (`leads:statuses`): the three of
 * spec 4 and the two others the provider sends. Any other status shows as the provider wrote it.
 */
export const NAMED_STATUSES = ['new', 'qualified', 'closed', 'contacted', 'proposal'] as const;
export type NamedStatus = (typeof NAMED_STATUSES)[number];

const named: ReadonlySet<string> = new Set(NAMED_STATUSES);

function statusKey(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

/**
 * Spec 4: New is blue, Qualified is green, Closed is red, anything else is yellow.
 * Case and surrounding spaces are ignored; the label always shows the status text too.
 */
export function statusColour(status: string | null | undefined): StatusColour {
  return COLOURS[statusKey(status)] ?? 'yellow';
}

/** Whether a lead's status is the one a filter asks for (case-insensitive, trimmed). */
export function sameStatus(a: string | null | undefined, b: string | null | undefined): boolean {
  return statusKey(a) === statusKey(b);
}

/**
 * A status as the screen shows it: a named one (any case, surrounding spaces ignored) by its
 * name in the partner's language, any other as the provider sent it, trimmed; '' for none.
 */
export function shownStatus(status: string | null | undefined, name: (status: NamedStatus) => string): string {
  const key = statusKey(status);
  return named.has(key) ? name(key as NamedStatus) : (status ?? '').trim();
}
