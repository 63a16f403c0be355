/**
 * A page's Content-Security-Policy is the one its document was served with: a client
 * navigation keeps it. A screen whose own answer widens the policy (video players) asks for a
 * document load when the page was served from another path.
 */

/** Whether the document in the browser was served at this path (its policy is that path's). */
export function documentServedAt(pathname: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

/** Loads the address as a new document, whose answer brings the policy it needs; the navigation waits for it. */
export function loadAsDocument(url: string): Promise<never> {
  window.location.assign(url);
  return new Promise<never>(() => {});
}
