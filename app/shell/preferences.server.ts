import { preferenceCookie } from '~/lib/preference-cookie.server';

export type Theme = 'light' | 'dark';

/** The theme the partner chose; without it the system preference applies through CSS. */
export const themeCookie = preferenceCookie('theme');

export async function getTheme(request: Request): Promise<Theme | null> {
  const value = await themeCookie.parse(request.headers.get('cookie'));
  return value === 'light' || value === 'dark' ? value : null;
}
