import { rethrowSignedOut, UpstreamError, type UpstreamErrorData } from './errors';

/** One section of a page: its data, or its catalogued error. */
export type Section<T> = { ok: true; data: T } | { ok: false; error: UpstreamErrorData };

/**
 * Awaits one section of a page: its data, or its error as data so the rest of the page
 * still renders. A 401 is not a section error: it propagates to `withSignedIn`, which ends
 * the session.
 */
export async function section<T>(promise: Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (error instanceof UpstreamError) {
      rethrowSignedOut(error);
      return { ok: false, error: error.toJSON() };
    }
    throw error;
  }
}
