import type { Request } from 'express';

/** Largest request body accepted for a multipart upload. */
export const MAX_FORM_BYTES = 15 * 1024 * 1024;

export class FormTooLargeError extends Error {}

export interface FormFields {
  text(name: string): string | undefined;
  file(name: string): File | undefined;
  names(): string[];
}

function fromFormData(form: FormData): FormFields {
  return {
    text: (name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    },
    file: (name) => {
      const value = form.get(name);
      return value !== null && typeof value !== 'string' && value.size > 0 ? value : undefined;
    },
    names: () => [...new Set([...form.keys()])],
  };
}

function fromObject(body: Record<string, unknown>): FormFields {
  return {
    text: (name) => {
      const value = body[name];
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
    },
    file: () => undefined,
    names: () => Object.keys(body),
  };
}

/**
 * The fields of a multipart or URL-encoded body (parsed with the web platform's
 * `Request.formData()`), or of a JSON body already parsed by express.
 */
export async function readForm(req: Request): Promise<FormFields> {
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && Object.keys(req.body).length > 0) {
    return fromObject(req.body as Record<string, unknown>);
  }
  const type = req.get('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) return fromObject({});
  const length = Number(req.get('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) throw new FormTooLargeError('Request body too large');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const request = new Request(`http://sandbox${req.originalUrl}`, {
    method: 'POST',
    headers,
    body: req as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return fromFormData(await request.formData());
}
