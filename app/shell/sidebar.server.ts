import { createCookie } from 'react-router';
import { BASE_PATH } from '~/lib/paths';

/** Whether the partner collapsed the sidebar (kept across pages, works without JavaScript). */
export const sidebarCookie = createCookie('sidebar', { path: BASE_PATH, sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 3600 });

export async function getSidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get('cookie'))) === 'collapsed';
}
