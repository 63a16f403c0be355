/** Every page of the portal lives under this prefix; the classic compiler adds it nowhere for us. */
export const BASE_PATH = '/partner';

/** Builds a portal path: appPath('/leads') === '/partner/leads'. */
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

export const SIGN_IN_PATH = appPath('/signin');
export const DASHBOARD_PATH = appPath('/dashboard');
