import { describe, expect, it } from 'vitest';
import { cookieValue } from '~/lib/cookie-header';
import { viewMark } from '~/lib/shown-view';
import { shownViewCookie } from '~/lib/shown-view.server';

describe('the mark of what a page was drawn for', () => {
  it('names the account, the language and the theme', () => {
    expect(viewMark('Ab_12', 'de', 'dark')).toBe('Ab_12.de.dark');
    expect(viewMark('', 'en', null)).toBe('-.en.auto');
    expect(viewMark('Ab_12', 'de', 'dark')).not.toBe(viewMark('Cd_34', 'de', 'dark'));
  });

  it('names the time zone chosen, in characters a cookie carries as they are', () => {
    expect(viewMark('Ab_12', 'de', 'dark', 'America/Los_Angeles')).toBe('Ab_12.de.dark.America~Los_Angeles');
    expect(viewMark('Ab_12', 'de', 'dark', 'Etc/GMT+5')).toBe('Ab_12.de.dark.Etc~GMT!5');
    expect(viewMark('Ab_12', 'de', 'dark', 'Asia/Tokyo')).not.toBe(viewMark('Ab_12', 'de', 'dark'));
    const mark = viewMark('-', 'en', null, 'America/Argentina/Buenos_Aires');
    expect(shownViewCookie(mark, false)).toBe(`partner_view=${mark}; Path=/partner; SameSite=Lax`);
  });

  it('is read from a cookie header and written for the portal path', () => {
    expect(cookieValue('lng=de; partner_view=Ab_12.de.dark; theme=x', 'partner_view')).toBe('Ab_12.de.dark');
    expect(cookieValue('partner_view_old=1', 'partner_view')).toBeNull();
    expect(cookieValue(null, 'partner_view')).toBeNull();
    expect(shownViewCookie('-.en.auto', true)).toBe('partner_view=-.en.auto; Path=/partner; Secure; SameSite=Lax');
    expect(shownViewCookie('-.en.auto', false)).toBe('partner_view=-.en.auto; Path=/partner; SameSite=Lax');
  });
});
