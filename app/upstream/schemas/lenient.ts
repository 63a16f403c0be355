import { z } from 'zod';

/**
 * Building blocks for parsing the provider's data without ever failing a page: a missing
 * field, a null or a value of the wrong type becomes the given default. Each is a plain zod
 * schema for the type the spec names; a missing value takes the default (`.default()`), and
 * any other value that does not fit is read by `.catch()`, which keeps the obvious variants
 * (a number where text is expected, `{ fullpath }` for a media path) and else gives the
 * default. Only zod's public API: see docs/decisions/019 for what it costs. A zod 4 number
 * is finite: NaN and the infinities take the catch, as `.finite()` did in zod 3.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Text; a number as its text; anything else is the fallback. */
export const text = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .catch(({ input }) => (isFiniteNumber(input) ? String(input) : fallback));

/** Text with something besides white space in it (a number as its text), else null. */
export const optionalText = () =>
  z
    .string()
    .regex(/\S/)
    .nullable()
    .default(null)
    .catch(({ input }) => (isFiniteNumber(input) ? String(input) : null));

/** The number a string holds, or null. */
function numberIn(value: unknown): number | null {
  const read = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(read) ? read : null;
}

/** A number, or a string holding one; anything else is null. */
export const number = () =>
  z
    .number()
    .nullable()
    .default(null)
    .catch(({ input }) => numberIn(input));

/** An identifier: a number as its text, or a non-empty string trimmed; anything else is null. */
export const id = () =>
  z
    .union([z.number().finite().transform(String), z.string().trim().min(1)])
    .nullable()
    .default(null)
    .catch(null);

const FLAG_TEXTS = new Map<unknown, boolean>([
  ['true', true],
  ['1', true],
  [1, true],
  ['false', false],
  ['0', false],
  [0, false],
]);

/** A yes/no: a boolean, or 'true'/'1'/1 and 'false'/'0'/0; anything else is the fallback. */
export const flag = (fallback = false) =>
  z
    .boolean()
    .default(fallback)
    .catch(({ input }) => FLAG_TEXTS.get(input) ?? fallback);

/** A media reference: a path string, or an object with `fullpath`/`url`/`path`; else null. */
export const mediaRef = () =>
  z
    .string()
    .trim()
    .min(1)
    .nullable()
    .default(null)
    .catch(({ input }) => {
      const path = isRecord(input) ? (input.fullpath ?? input.url ?? input.path) : null;
      return typeof path === 'string' && path.trim() !== '' ? path.trim() : null;
    });

/**
 * Any value as sent, for a field the page reads itself (dates); a missing field stays
 * missing. zod 4 requires the key of a plain `z.unknown()` in an object, hence `.optional()`.
 */
export const anyValue = () => z.unknown().optional();

/**
 * An object whose own fields are lenient; anything that is not an object parses as `{}`.
 * Every field must accept a missing key: the parts above do (`.default()`), and a field of
 * another kind needs `.optional()` first (zod 4 refuses an absent key otherwise).
 */
export function record<T extends z.ZodRawShape>(shape: T) {
  const object = z.object(shape);
  return object.catch(() => object.parse({}));
}

/** A list of lenient items; a non-list is empty and non-object items are dropped. */
export const list = <T extends z.ZodType>(item: T) => z.preprocess((value) => (Array.isArray(value) ? value.filter(isRecord) : []), z.array(item));

/** `{ body: X }` or a bare X: the payload either way. */
export const unwrapBody = (value: unknown): unknown => (isRecord(value) && 'body' in value ? value.body : value);

export { isRecord };
