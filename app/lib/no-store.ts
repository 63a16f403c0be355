/**
 * Every answer about a partner's own data is kept by no cache, the browser's included: a
 * shared computer's back button must not show the previous partner's page.
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** Headers that start with `Cache-Control: no-store`, for answers that add more (cookies, say). */
export function noStoreHeaders(): Headers {
  return new Headers(NO_STORE);
}
