import { redirect, redirectDocument, replace } from 'react-router';
import { stripBasePath } from './paths';

/**
 * Redirects from a loader or an action to a portal address ('/partner/leads?status=New', as
 * the browser and the portal's return paths name it). React Router resolves a redirect's
 * path below its basename, so it is handed the path without the prefix; an address outside
 * the portal (another site) passes as it is. Every redirect of a route goes through here.
 */
export function portalRedirect(address: string, init?: number | ResponseInit): Response {
  return redirect(stripBasePath(address), init);
}

/** As `portalRedirect`, with a full page load in the browser (a file, or a page that must reload). */
export function portalRedirectDocument(address: string, init?: number | ResponseInit): Response {
  return redirectDocument(stripBasePath(address), init);
}

/** As `portalRedirect`, replacing the page in the browser's history (a form's answer that returns to its page). */
export function portalReplace(address: string, init?: number | ResponseInit): Response {
  return replace(stripBasePath(address), init);
}
