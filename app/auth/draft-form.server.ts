import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';

/** A text field longer than this is not something a partner typed into the portal's forms. */
const TEXT_MAX_BYTES = 16 * 1024;
/** How much of a body is read at most, files included (they are read past, never kept). */
const BODY_MAX_BYTES = 16 * 1024 * 1024;

class TooLarge extends Error {}

async function readText(data: AsyncIterable<Uint8Array>, budget: { left: number }, limit: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    budget.left -= chunk.byteLength;
    if (budget.left < 0) throw new TooLarge();
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return size <= limit ? Buffer.concat(chunks).toString('utf8') : null;
}

async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The named text fields of a posted form (URL-encoded or multipart), read with bounds: each
 * field at most 16 KB, the body at most 16 MB; files and other fields are read past and
 * dropped. Null when the body cannot be read as a form.
 */
export async function readPostedText(request: Request, names: readonly string[]): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  const budget = { left: BODY_MAX_BYTES };
  const kept = new FormData();
  try {
    if (/^multipart\/form-data/i.test(type)) {
      const handler: UploadHandler = async (part) => {
        const text = await readText(part.data, budget, part.filename === undefined && names.includes(part.name) ? TEXT_MAX_BYTES : 0);
        if (part.filename === undefined && text !== null && names.includes(part.name)) kept.append(part.name, text);
        return undefined;
      };
      await unstable_parseMultipartFormData(request, handler);
      return kept;
    }
    if (/^application\/x-www-form-urlencoded/i.test(type) && request.body) {
      const body = await readText(chunksOf(request.body), budget, BODY_MAX_BYTES);
      for (const [name, value] of new URLSearchParams(body ?? '')) {
        if (names.includes(name) && Buffer.byteLength(value) <= TEXT_MAX_BYTES) kept.append(name, value);
      }
      return kept;
    }
  } catch {
    return null;
  }
  return null;
}
