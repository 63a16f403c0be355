import { timingSafeEqual } from 'node:crypto';
import { json } from '@remix-run/node';
import { getSession, type PortalSession } from './session.server';
import { NO_STORE } from '~/lib/no-store';

export const CSRF_FIELD = 'csrf';

/** Thrown as a 403 page when a POST does not carry this session's token. */
export function csrfFailure(): Response {
  return json({ csrfFailure: true }, { status: 403, headers: NO_STORE });
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isValidCsrf(session: PortalSession, submitted: FormDataEntryValue | null): boolean {
  const expected = session.get('csrf');
  return typeof expected === 'string' && typeof submitted === 'string' && expected !== '' && same(expected, submitted);
}

/** A body that does not parse as the form it says it is: the client's mistake, answered 400. */
export function unreadableForm(): Response {
  return new Response('Bad Request', { status: 400, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Reads the form and checks its CSRF field against the session; throws a 403 otherwise,
 * and a 400 when the body is not a readable form (another type, a broken multipart body).
 */
export async function readCheckedForm(request: Request, session?: PortalSession): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw unreadableForm();
  }
  const current = session ?? (await getSession(request));
  if (!isValidCsrf(current, form.get(CSRF_FIELD))) throw csrfFailure();
  return form;
}
