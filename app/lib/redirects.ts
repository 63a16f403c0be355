import * as router from 'react-router';
import { stripBasePath } from './paths';

/**
 * React Router's `redirect`, `redirectDocument` and `replace`, for a portal address as the
 * browser and the return paths name it ('/partner/leads?status=New') as well as for a path
 * below the basename ('/leads'). The router resolves a redirect's path below its basename, so
 * it is handed the path without the prefix; an address outside the portal (another site)
 * passes as it is. Every redirect of a route goes through here (the lint forbids the router's own).
 */
export function redirect(address: string, init?: number | ResponseInit): Response {
  return router.redirect(stripBasePath(address), init);
}

/** As `redirect`, with a full page load in the browser (a file, or a page that must reload). */
export function redirectDocument(address: string, init?: number | ResponseInit): Response {
  return router.redirectDocument(stripBasePath(address), init);
}

/** As `redirect`, replacing the page in the browser's history (a form's answer that returns to its page). */
export function replace(address: string, init?: number | ResponseInit): Response {
  return router.replace(stripBasePath(address), init);
}
