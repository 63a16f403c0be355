import { useEffect } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { BASE_PATH, stripBasePath } from '~/lib/paths';

const PENDING_KEY = 'portal:pending-navigation';
const FOLLOWED_KEY = 'portal:followed-navigation';

/**
 * How soon after leaving the page its reload must have come (and started its scripts) for the
 * pending address to count: seconds on a fast link, up to about ten on a slow one.
 */
const FRESH_MS = 30_000;

/** The longest address kept: no screen's address is that long. */
const MAX_ADDRESS_LENGTH = 2_048;

interface Kept {
  from: string;
  to: string;
  at: number;
}

function read(key: string): Kept | null {
  try {
    const text = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (text === null || text.length > 3 * MAX_ADDRESS_LENGTH) return null;
    const value = JSON.parse(text) as Partial<Kept>;
    if (typeof value.from !== 'string' || typeof value.to !== 'string' || typeof value.at !== 'number') return null;
    return { from: value.from, to: value.to, at: value.at };
  } catch {
    return null;
  }
}

function write(key: string, value: Kept) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the reload stays where it is, as without this hook.
  }
}

/** An address of the portal (under /partner, as the browser's address bar names it). */
function isPortalAddress(to: string): boolean {
  if (to.length > MAX_ADDRESS_LENGTH) return false;
  return to === BASE_PATH || to.startsWith(`${BASE_PATH}/`) || to.startsWith(`${BASE_PATH}?`);
}

/** Whether this page came by a reload (the browser's Reload, or the router's). */
function cameByReload(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

/**
 * A link followed while its screen's code can no longer be loaded (a tab open across a deploy
 * asks for the previous build's file of that screen) makes the router reload the page the tab
 * is on: the partner's click would be lost. This hook keeps the address a link or a search
 * form was going to when the page goes away while it is pending, and once the page has come
 * again by a reload moments later, goes on there. It goes on once: should the same address fail
 * again right after, the partner stays on the page (no reload loop). The browser's Reload,
 * pressed while a link's page is on its way, goes on there as well.
 */
export function useNavigationAcrossReload() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const going = navigation.state === 'loading' && (navigation.formMethod === undefined || navigation.formMethod.toUpperCase() === 'GET');
  const to = going ? `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}` : null;

  useEffect(() => {
    if (to === null || !isPortalAddress(to)) return;
    // A page kept in the browser's back-forward cache comes back as it was, with nothing to resume.
    const keep = (event: PageTransitionEvent) => {
      if (!event.persisted) write(PENDING_KEY, { from: window.location.href, to, at: Date.now() });
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [to]);

  useEffect(() => {
    const pending = read(PENDING_KEY);
    const followed = read(FOLLOWED_KEY);
    if (pending === null || !cameByReload() || pending.from !== window.location.href || !isPortalAddress(pending.to)) return;
    const now = Date.now();
    if (now - pending.at > FRESH_MS) return;
    if (followed !== null && followed.to === pending.to && now - followed.at <= FRESH_MS) return;
    write(FOLLOWED_KEY, { from: pending.from, to: pending.to, at: now });
    navigate(stripBasePath(pending.to));
    // Runs once: `navigate` stays the same function, and what was kept is read only once.
  }, [navigate]);
}
