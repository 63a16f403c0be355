import { z } from 'zod';

/**
 * Building blocks for parsing the provider's data without ever failing a page:
 * a missing field, a null or a value of the wrong type becomes the given default.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field that never fails: `read` turns whatever the provider sent into the value. It runs
 * for every field of every answer, so it answers directly instead of going through a
 * transform (which builds a parse context and an issue list per value).
 */
class LenientField<T> extends z.ZodType<T, z.ZodTypeDef, unknown> {
  constructor(private readonly read: (value: unknown) => T) {
    super({});
  }

  _parse(input: z.ParseInput): z.ParseReturnType<T> {
    return z.OK(this.read(input.data));
  }
}

const field = <T>(read: (value: unknown) => T) => new LenientField(read);

export const text = (fallback = '') =>
  field((value): string => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return fallback;
  });

export const optionalText = () =>
  field((value): string | null => {
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return null;
  });

export const number = (fallback: number | null = null) =>
  field((value): number | null => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return fallback;
  });

export const id = () =>
  field((value): string | null => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    return null;
  });

export const flag = (fallback = false) =>
  field((value): boolean => {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0') return false;
    return fallback;
  });

/** An object whose own fields are lenient; anything that is not an object parses as `{}`. */
export const record = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((value) => (isRecord(value) ? value : {}), z.object(shape));

/** A list of lenient items; a non-list is empty and non-object items are dropped. */
export const list = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => isRecord(entry)) : []),
    z.array(item),
  );

/** A media reference: a path string, or an object with `fullpath`/`url`. */
export const mediaRef = () =>
  field((value): string | null => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (isRecord(value)) {
      const candidate = value.fullpath ?? value.url ?? value.path;
      if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
    }
    return null;
  });

/** `{ body: X }` or a bare X: the payload either way. */
export const unwrapBody = (value: unknown): unknown => (isRecord(value) && 'body' in value ? value.body : value);

export { isRecord };
