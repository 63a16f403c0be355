// Relative: react-router.config.ts reads this module without the app's `~` alias.
import { SCREENS } from '../screens';

/**
 * Every page of the portal lives under this prefix, React Router's `basename`
 * (react-router.config.ts). Links, forms and navigations name a screen without it ('/leads'):
 * the router adds it. Addresses the browser sees as they are (redirects, plain `<a href>`,
 * cookies, the addresses of requests and navigations) carry it: `appPath`.
 */
export const BASE_PATH = '/partner';

/** Builds a portal address: appPath('/leads') === '/partner/leads'. */
export function appPath(path = '/'): string {
  if (path === '' || path === '/') return `${BASE_PATH}/`;
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The portal path without the prefix ('/partner/leads?x=1' -> '/leads?x=1'), as the spec saves it. */
export function stripBasePath(pathWithQuery: string): string {
  if (pathWithQuery === BASE_PATH) return '/';
  if (pathWithQuery.startsWith(`${BASE_PATH}/`) || pathWithQuery.startsWith(`${BASE_PATH}?`)) {
    const rest = pathWithQuery.slice(BASE_PATH.length);
    return rest.startsWith('?') ? `/${rest}` : rest;
  }
  return pathWithQuery;
}

/**
 * The page a data request is for: React Router asks for a page's data at its address with
 * `.data` added (`/partner/leads.data`), and, for an address ending in a slash, at `_.data`
 * below it (`/partner/_.data` for `/partner/`; react-router.config.ts,
 * React Router 8's data addresses). Any other path is returned as it is.
 */
export function pageOfDataPath(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * The address of the page a request is for, as the browser shows it: a data request's own
 * parts (the `.data` suffix, `_routes`) taken off. React Router hands loaders and actions the
 * request as it came (and this address as their `url`); code that holds only the request reads
 * the page's address here.
 */
export function pageAddressOf(request: Request): URL {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  // Remix's name for `_routes`, still in addresses an older page may send.
  url.searchParams.delete('_data');
  url.pathname = pageOfDataPath(url.pathname);
  return url;
}

export const SIGN_IN_PATH = appPath('/signin');
export const DASHBOARD_PATH = appPath('/dashboard');
/** The portal's route for the provider's media (`/partner/media/...`; app/routes/media.$.tsx). */
export const MEDIA_PATH = appPath('/media');

/** Addresses that take forms from other pages and show no page of their own (pin, language and theme, sign-out). */
const FORM_ONLY_PATHS = new Set([appPath('/pin'), appPath('/preferences'), appPath('/signout')]);

/** Whether a path only takes forms sent from other pages (they name the page in `returnTo`). */
export function isFormOnlyPath(pathname: string): boolean {
  return FORM_ONLY_PATHS.has(pathname);
}

/**
 * The first parts of the paths of the signed-in screens (app/screens.ts): a link reaches them
 * by client navigation, inside the signed-in layout.
 */
const SCREEN_SECTIONS = new Set(SCREENS.filter((screen) => !screen.public).map((screen) => screen.path.split('/', 1)[0]));

/** Whether a path's first part (`leads` of `/leads?status=New`) names one of the portal's screens. */
export function isScreenSection(section: string): boolean {
  return SCREEN_SECTIONS.has(section);
}

/**
 * Whether an address is a screen of the portal (`/partner/leads?status=New`), which a link
 * can reach by client navigation, rather than a file or an action that answers with
 * something else (media, calendar files, the leads export, sign-out) or another site.
 */
export function isPortalScreen(href: string): boolean {
  if (!href.startsWith(`${BASE_PATH}/`)) return false;
  const path = href.slice(BASE_PATH.length + 1).split(/[?#]/, 1)[0];
  const [section = '', ...rest] = path.split('/');
  if (!isScreenSection(section)) return false;
  // The leads export is a file under the leads screen's path.
  return !(section === 'leads' && rest.some((part) => part.includes('.')));
}
