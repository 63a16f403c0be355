import {
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseMultipartRequest,
  type MultipartPart,
} from '@remix-run/multipart-parser';

/** A text field longer than this is not something a partner typed into the portal's forms. */
export const TEXT_PART_MAX_BYTES = 16 * 1024;

export interface MultipartLimits {
  /** The largest part the parser holds (in memory, one part at a time): the largest file a form takes. */
  maxPartBytes: number;
  /** The whole body. */
  maxBodyBytes: number;
  /** Parts of one body: a form's fields and files, with room to spare. */
  maxParts?: number;
}

/** A body beyond what the parser holds: a part over `maxPartBytes`, the body over its total, too many parts. */
export function isOverLimit(error: unknown): boolean {
  return (
    error instanceof MaxFileSizeExceededError ||
    error instanceof MaxTotalSizeExceededError ||
    error instanceof MaxPartsExceededError ||
    error instanceof MaxHeaderSizeExceededError
  );
}

/** A part of the form: a text field (its text) or a file (as a File), in the order the browser sent them. */
export type FormPart = { name: string; text: string; file?: undefined } | { name: string; file: File; text?: undefined };

function toFormPart(part: MultipartPart): FormPart | null {
  const name = part.name;
  if (!name) return null;
  if (!part.isFile) return { name, text: part.text };
  // The name as the browser sent it, whatever it holds (`report;v2.gif`): the header is parsed, not split.
  return { name, file: new File([part.arrayBuffer], part.filename ?? '', { type: part.mediaType ?? 'application/octet-stream' }) };
}

/**
 * The parts of a multipart form body, one at a time as each arrives, through Remix's streaming
 * multipart parser (@remix-run/multipart-parser, the documented successor of Remix's own): a
 * part is held in memory only up to `maxPartBytes`, and the body is read no further than its
 * limits. Throws the parser's limit errors (see `isOverLimit`) and its parse errors.
 */
export async function* formParts(request: Request, limits: MultipartLimits): AsyncGenerator<FormPart> {
  const parts = parseMultipartRequest(request, {
    maxFileSize: limits.maxPartBytes,
    maxTotalSize: limits.maxBodyBytes,
    maxParts: limits.maxParts ?? 100,
    maxHeaderSize: 8 * 1024,
  });
  for await (const part of parts) {
    const formPart = toFormPart(part);
    if (formPart) yield formPart;
  }
}
