/** Badge colours of app.css (`badge--blue` ...). */
export type StatusColour = 'blue' | 'green' | 'red' | 'yellow';

const COLOURS: Record<string, StatusColour> = { new: 'blue', qualified: 'green', closed: 'red' };

/**
 * Spec 4: New is blue, Qualified is green, Closed is red, anything else is yellow.
 * Case and surrounding spaces are ignored; the label always shows the status text too.
 */
export function statusColour(status: string | null | undefined): StatusColour {
  return COLOURS[(status ?? '').trim().toLowerCase()] ?? 'yellow';
}

/** Whether a lead's status is the one a filter asks for (case-insensitive, trimmed). */
export function sameStatus(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}
