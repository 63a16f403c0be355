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

/** Compares two runs of digits by value, however long they are ('9' before '10', '007' as '7'). */
export function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Product order (spec 4): by the first number in the name ('Drone 200 Pro' -> 200, 'TG-8
 * Pocket' -> 8), then natural text order; names without a number come after those with
 * one. The number is the first run of digits, read as a whole number: a separator is not a
 * decimal point here, so 'Probe 1,000' reads 1 and 'Kit 2.10' reads 2, and the natural-order
 * tie-break then puts 'Kit 2.9' before 'Kit 2.10'.
 */
export function compareProductNames(a: string, b: string): number {
  const na = /\d+/.exec(a)?.[0];
  const nb = /\d+/.exec(b)?.[0];
  if (na !== undefined && nb !== undefined) {
    const byNumber = compareDigits(na, nb);
    if (byNumber !== 0) return byNumber;
  }
  if (na !== undefined && nb === undefined) return -1;
  if (na === undefined && nb !== undefined) return 1;
  return compareNatural(a, b);
}

/**
 * Cuts a text for a table cell (spec 2 and 9): a text over `limit` characters is cut to `cut`,
 * marked '…'. `cut: true` (the cell's 'read more') only when characters were left out: a text
 * of `limit` to `cut` characters, or one whose rest is only spaces, is shown whole without it.
 */
export function cutText(value: string, limit = 100, cut = 140): { text: string; cut: boolean } {
  const kept = value.slice(0, cut).trimEnd();
  if (value.length <= limit || kept.length === value.trimEnd().length) return { text: value, cut: false };
  return { text: `${kept}…`, cut: true };
}
