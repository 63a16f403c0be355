import { isRouteErrorResponse } from 'react-router';

/**
 * The errors React Router hands `handleError` for a client's mistake rather than a fault of the
 * portal: its own 4xx answers (a post to an address without an action, an address no route
 * has), and its refusal of an action whose Origin is not the request's own address. For a data
 * request that refusal reaches `handleError` as a bare "Bad Request"; for a document, with its
 * own sentence. Both are logged as warnings, once each; only the portal's faults are errors.
 */
const ORIGIN_REFUSALS: readonly RegExp[] = [/^Bad Request$/, /`origin` header.*Aborting the action\.$/];

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why the router refused the request (its status and a short reason), or null when the error is the portal's own fault. */
export function routerRefusal(error: unknown, method: string): { status: number; reason: string } | null {
  if (isRouteErrorResponse(error)) return error.status < 500 ? { status: error.status, reason: error.statusText || String(error.status) } : null;
  if (MUTATIONS.has(method) && error instanceof Error && ORIGIN_REFUSALS.some((sentence) => sentence.test(error.message))) {
    return { status: 400, reason: "Origin is not the request's own address" };
  }
  return null;
}
