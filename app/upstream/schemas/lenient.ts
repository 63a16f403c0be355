import { z } from 'zod';

/**
 * Building blocks for parsing the provider's data without ever failing a page:
 * a missing field, a null or a value of the wrong type becomes the given default.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A part of a schema that never fails: `read` turns whatever the provider sent into the
 * value. These run for every field of every answer, so they answer directly instead of
 * going through zod's transforms and objects (a parse context, an issue list and a path
 * per value); the result is the same.
 */
abstract class Lenient<T> extends z.ZodType<T, z.ZodTypeDef, unknown> {
  constructor() {
    super({});
  }

  abstract read(value: unknown): T;

  _parse(input: z.ParseInput): z.ParseReturnType<T> {
    return z.OK(this.read(input.data));
  }
}

/** One value read with a part of a shape: lenient parts directly, anything else through zod. */
function readWith(schema: z.ZodTypeAny, value: unknown): unknown {
  if (schema instanceof Lenient) return schema.read(value);
  if (schema instanceof z.ZodUnknown) return value;
  return schema.parse(value);
}

class LenientField<T> extends Lenient<T> {
  constructor(private readonly reader: (value: unknown) => T) {
    super();
  }

  read(value: unknown): T {
    return this.reader(value);
  }
}

class LenientRecord<T extends z.ZodRawShape> extends Lenient<z.objectOutputType<T, z.ZodTypeAny, 'strip'>> {
  private readonly keys: string[];

  constructor(private readonly shape: T) {
    super();
    this.keys = Object.keys(shape);
  }

  read(value: unknown): z.objectOutputType<T, z.ZodTypeAny, 'strip'> {
    const source = isRecord(value) ? value : {};
    const result: Record<string, unknown> = {};
    for (const key of this.keys) {
      const read = readWith(this.shape[key], source[key]);
      // As zod's objects: a key the provider left out stays out when its value is undefined.
      if (read !== undefined || key in source) result[key] = read;
    }
    return result as z.objectOutputType<T, z.ZodTypeAny, 'strip'>;
  }
}

class LenientList<T extends z.ZodTypeAny> extends Lenient<z.infer<T>[]> {
  constructor(private readonly item: T) {
    super();
  }

  read(value: unknown): z.infer<T>[] {
    if (!Array.isArray(value)) return [];
    return value.filter((entry) => isRecord(entry)).map((entry) => readWith(this.item, entry) as z.infer<T>);
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
export const record = <T extends z.ZodRawShape>(shape: T) => new LenientRecord(shape);

/** A list of lenient items; a non-list is empty and non-object items are dropped. */
export const list = <T extends z.ZodTypeAny>(item: T) => new LenientList(item);

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
