import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { UPLOAD_RULES, isUploadField, type UploadField } from './uploads';

/** Text parts are short; a longer one is not a form this portal rendered. */
const TEXT_PART_MAX_BYTES = 16 * 1024;
/** What a refused file may still stream through before the request as a whole is refused (as nginx's limit). */
const REQUEST_MAX_BYTES = 16 * 1024 * 1024;

/** The request is far beyond anything the form can send: nothing of it is kept. */
export class RequestTooLargeError extends Error {}

export interface ParsedProfileForm {
  form: FormData;
  /** Upload fields whose file exceeded its limit (the file is dropped, the other fields kept). */
  tooLarge: UploadField[];
}

async function drain(data: AsyncIterable<Uint8Array>, budget: { left: number }) {
  for await (const chunk of data) {
    budget.left -= chunk.byteLength;
    if (budget.left < 0) throw new RequestTooLargeError('request too large');
  }
}

/**
 * Reads the profile form's multipart body into memory with a size limit per part: text
 * fields small, each upload its own limit. A file over its limit is read to its end and
 * dropped (memory stays bounded), so every other field still arrives and the form can
 * answer with a field error instead of failing. Parts with unknown file fields are
 * dropped as well.
 */
export async function parseProfileForm(request: Request): Promise<ParsedProfileForm> {
  const tooLarge: UploadField[] = [];
  const budget = { left: REQUEST_MAX_BYTES };
  const textHandler = unstable_createMemoryUploadHandler({ maxPartSize: TEXT_PART_MAX_BYTES });
  const fileHandlers = {
    profilePhoto: unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_RULES.profilePhoto.maxBytes }),
    distributionAgreement: unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_RULES.distributionAgreement.maxBytes }),
  };
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) return textHandler(part);
    if (!isUploadField(part.name)) {
      await drain(part.data, budget);
      return undefined;
    }
    const counted = {
      ...part,
      data: (async function* () {
        for await (const chunk of part.data) {
          budget.left -= chunk.byteLength;
          if (budget.left < 0) throw new RequestTooLargeError('request too large');
          yield chunk;
        }
      })(),
    };
    try {
      return await fileHandlers[part.name](counted);
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      if (!tooLarge.includes(part.name)) tooLarge.push(part.name);
      await drain(part.data, budget);
      return undefined;
    }
  };
  try {
    const form = await unstable_parseMultipartFormData(request, handler);
    return { form, tooLarge };
  } catch (error) {
    // A text part over its limit: not this portal's form.
    if (error instanceof MaxPartSizeExceededError) throw new RequestTooLargeError(error.message);
    throw error;
  }
}
