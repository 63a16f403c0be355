import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyInstance } from '@fastify/busboy';

/** A text field longer than this is not something a partner typed into the portal's forms. */
export const TEXT_PART_MAX_BYTES = 16 * 1024;

export interface MultipartLimits {
  /**
   * How many bytes of a file the form takes from the field it comes in, asked when the file
   * begins: the file is held up to that many bytes and no further (beyond it, the rest of the
   * file streams past unheld and the part says `overLimit`); 0 drops the file unread. Whatever
   * it throws ends the reading.
   */
  fileLimit: (field: string) => number;
  /** The whole body. */
  maxBodyBytes: number;
  /** Parts of one body: a form's fields and files, with room to spare. */
  maxParts?: number;
  /**
   * A text field over `TEXT_PART_MAX_BYTES`: 'refuse' ends the reading (`FormTooLargeError`),
   * 'cut' gives its first `TEXT_PART_MAX_BYTES` and reads on, for a form whose rules give
   * that field its own message (every one of its text fields is far shorter). 'refuse' unless given.
   */
  longText?: 'refuse' | 'cut';
}

/** The body is beyond what a form sends: the body over its total, a text field over its limit, too many parts. */
export class FormTooLargeError extends Error {
  /**
   * @param inFile the field of the file the body was in when it ran over its total, if it was
   *   in one: that file is the one too large (a partner's 30 MB scan), and the parts before
   *   it arrived whole.
   */
  constructor(
    what: string,
    readonly inFile?: string,
  ) {
    super(`multipart ${what} over its limit`);
  }
}

/** A body beyond what the parser reads (see `FormTooLargeError`). */
export function isOverLimit(error: unknown): boolean {
  return error instanceof FormTooLargeError;
}

/**
 * A part of the form, in the order the browser sent them: a text field (its text), a file
 * within its field's limit (as a File), or a file over it (not held).
 */
export type FormPart =
  | { name: string; text: string; file?: undefined; overLimit?: undefined }
  | { name: string; file: File; text?: undefined; overLimit?: undefined }
  | { name: string; overLimit: true; text?: undefined; file?: undefined };

type Parsed =
  | { kind: 'field'; name: string; value: string; truncated: boolean }
  | { kind: 'file'; name: string; stream: Readable; filename: string; type: string }
  | { kind: 'end' }
  | { kind: 'error'; error: unknown };

/**
 * The parts of a multipart form body, one at a time as each arrives, through fastify's
 * streaming parser (@fastify/busboy), each file streamed: a file is held only up to its own
 * field's limit (`fileLimit`, asked when the file begins, after every part before it was
 * handed on), the body is read no further than `maxBodyBytes`, a text field no further than
 * `TEXT_PART_MAX_BYTES`. Throws `FormTooLargeError` beyond a limit, the parser's error for a
 * body it cannot read, and whatever `fileLimit` throws.
 */
export async function* formParts(request: Request, limits: MultipartLimits): AsyncGenerator<FormPart> {
  const body = request.body;
  if (!body) throw new Error('multipart body missing');
  const parser: BusboyInstance = Busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    // File names as the browser sent them (`safeFileName` makes them safe where they are used).
    preservePath: true,
    limits: { fieldSize: TEXT_PART_MAX_BYTES, parts: limits.maxParts ?? 100, headerPairs: 20, headerSize: 8 * 1024 },
  });
  const queue: Parsed[] = [];
  let wake: (() => void) | null = null;
  /** The file being read: an error of the body or the parser ends it too, so its reading ends. */
  let reading: Readable | null = null;
  const push = (item: Parsed) => {
    queue.push(item);
    if (item.kind === 'error') reading?.destroy(item.error instanceof Error ? item.error : new Error(String(item.error)));
    wake?.();
    wake = null;
  };
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => push({ kind: 'field', name, value, truncated: valueTruncated }));
  /** The field of the latest file the parser began, until that file has been read to its end. */
  let inFile: string | undefined;
  let filesBegun = 0;
  parser.on('file', (name, stream, filename, _encoding, type) => {
    const begun = ++filesBegun;
    inFile = name;
    // An earlier file read to its end after this one began leaves this one named.
    stream.once('end', () => {
      if (begun === filesBegun) inFile = undefined;
    });
    push({ kind: 'file', name, stream, filename, type });
  });
  parser.on('partsLimit', () => push({ kind: 'error', error: new FormTooLargeError('parts') }));
  parser.on('error', (error) => push({ kind: 'error', error }));
  parser.on('finish', () => push({ kind: 'end' }));

  const reader = body.getReader();
  let stopped = false;
  // Ends a wait for the parser once the reading is over, however it ended.
  const over = new AbortController();
  // The body into the parser, as fast as it takes it, up to its limit. Once the reading is over
  // (an answer is decided), the rest of the body is read and dropped, never cancelled: a
  // cancelled body closes the connection before the answer goes out on it. What is left is
  // bounded by the declared length, which server/body-limits.ts bounds in front.
  void (async () => {
    let total = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (stopped) continue;
        total += value.byteLength;
        if (total > limits.maxBodyBytes) {
          stopped = true;
          push({ kind: 'error', error: new FormTooLargeError('body', inFile) });
          continue;
        }
        // A wait the reading's end cuts short goes on to drop the rest.
        if (!parser.write(value)) await once(parser, 'drain', { signal: over.signal }).catch(() => undefined);
      }
      if (!stopped) parser.end();
    } catch (error) {
      if (!stopped) push({ kind: 'error', error });
    }
  })();

  try {
    for (;;) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item.kind === 'end') return;
      if (item.kind === 'error') throw item.error;
      if (item.kind === 'field') {
        if (item.truncated && limits.longText !== 'cut') throw new FormTooLargeError('text field');
        yield { name: item.name, text: item.value };
        continue;
      }
      const limit = limits.fileLimit(item.name);
      const held: Buffer[] = [];
      let size = 0;
      reading = item.stream;
      for await (const chunk of item.stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) held.push(chunk);
        else held.length = 0;
      }
      reading = null;
      if (limit <= 0) continue;
      yield size > limit
        ? { name: item.name, overLimit: true }
        : { name: item.name, file: new File([joined(held, size)], item.filename, { type: item.type || 'application/octet-stream' }) };
    }
  } finally {
    stopped = true;
    over.abort();
    parser.destroy();
  }
}

/** The chunks of a file as one run of bytes. */
function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
