/** Case-insensitive match of a query against any of the given values (null-safe). */
export function matchesQuery(query: string, values: ReadonlyArray<string | number | null | undefined>): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return values.some((value) => value !== null && value !== undefined && String(value).toLocaleLowerCase().includes(needle));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Natural text order: 'X2' before 'X10', case and accents ignored. */
export function compareNatural(a: string, b: string): number {
  return collator.compare(a, b);
}

/** The first number in a text ('Drone 200 Pro' -> 200), or null. */
export function firstNumber(value: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(value);
  return match ? Number(match[0].replace(',', '.')) : null;
}

/**
 * Product order (spec 4): by the first number in the name, then natural text order;
 * names without a number come after those with one.
 */
export function compareProductNames(a: string, b: string): number {
  const na = firstNumber(a);
  const nb = firstNumber(b);
  if (na !== null && nb !== null && na !== nb) return na - nb;
  if (na !== null && nb === null) return -1;
  if (na === null && nb !== null) return 1;
  return compareNatural(a, b);
}

/** Cuts a text for a table cell: over `limit` characters it is cut to `cut` (spec 9: 100/140). */
export function cutText(value: string, limit = 100, cut = 140): { text: string; cut: boolean } {
  if (value.length <= limit || value.length <= cut) return { text: value, cut: false };
  return { text: `${value.slice(0, cut).trimEnd()}…`, cut: true };
}
