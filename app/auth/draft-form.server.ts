import { formParts, isOverLimit, TEXT_PART_MAX_BYTES as TEXT_MAX_BYTES } from '~/forms/multipart.server';
import { FORM_BODY_MAX_BYTES, isMultipartForm, isUrlEncodedForm, MULTIPART_BODY_MAX_BYTES } from '~/lib/request-body';

class TooLarge extends Error {}

/** The whole text of a body of at most `limit` bytes; a longer one is read no further. */
async function readText(data: AsyncIterable<Uint8Array>, limit: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
 * field at most 16 KB, the body within the limits of its kind (app/lib/request-body.ts); files
 * (streamed past, never held) and other fields are dropped, and a multipart body is read no
 * further than its first text field over 16 KB. Null when the body cannot be read as a form.
 */
export async function readPostedText(request: Request, names: readonly string[]): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  const kept = new FormData();
  try {
    if (isMultipartForm(type)) {
      try {
        // Files stream past unheld; a text field is held up to the parser's bound (16 KB).
        for await (const part of formParts(request, { fileLimit: () => 0, maxBodyBytes: MULTIPART_BODY_MAX_BYTES })) {
          if (part.text !== undefined && names.includes(part.name) && Buffer.byteLength(part.text) <= TEXT_MAX_BYTES) kept.append(part.name, part.text);
        }
      } catch (error) {
        // Beyond the limits (the body, or a text field far too long): the text fields before it are kept.
        if (!isOverLimit(error)) throw error;
      }
      return kept;
    }
    if (isUrlEncodedForm(type) && request.body) {
      const body = await readText(chunksOf(request.body), FORM_BODY_MAX_BYTES);
      for (const [name, value] of new URLSearchParams(body)) {
        if (names.includes(name) && Buffer.byteLength(value) <= TEXT_MAX_BYTES) kept.append(name, value);
      }
      return kept;
    }
  } catch {
    return null;
  }
  return null;
}
