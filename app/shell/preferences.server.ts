import { createCookie } from 'react-router';
import { BASE_PATH } from '~/lib/paths';

export type Theme = 'light' | 'dark';

/** The theme the partner chose; without it the system preference applies through CSS. */
export const themeCookie = createCookie('theme', {
  path: BASE_PATH,
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});

export async function getTheme(request: Request): Promise<Theme | null> {
  const value = await themeCookie.parse(request.headers.get('cookie'));
  return value === 'light' || value === 'dark' ? value : null;
}
