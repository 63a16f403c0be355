import { preferenceCookie } from '~/lib/preference-cookie.server';

/** Whether the partner collapsed the sidebar (kept across pages, works without JavaScript). */
export const sidebarCookie = preferenceCookie('sidebar');

export async function getSidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get('cookie'))) === 'collapsed';
}
