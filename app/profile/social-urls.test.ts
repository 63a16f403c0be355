import { describe, expect, it } from 'vitest';
import { isFacebookUrl, isLinkedInUrl, isXUrl, parseWebAddress } from '~/profile/social-urls';

describe('parseWebAddress', () => {
  it('adds https:// when the scheme is left out', () => {
    expect(parseWebAddress('linkedin.com/in/a')?.toString()).toBe('https://linkedin.com/in/a');
  });
  it('refuses other schemes, credentials, spaces and blanks', () => {
    for (const value of ['ftp://linkedin.com/in/a', 'javascript:alert(1)', 'https://user:pw@linkedin.com/in/a', 'https://linkedin.com/in/a b', '', '   ']) {
      expect(parseWebAddress(value), value).toBeNull();
    }
  });
});

describe('LinkedIn URL: linkedin.com (any subdomain), path starting with /pub, /in or /profile', () => {
  const accepted = [
    'https://www.linkedin.com/in/alex-morgan-northwind',
    'https://linkedin.com/in/alex',
    'http://www.linkedin.com/pub/alex-morgan/1/2/3',
    'https://uk.linkedin.com/in/alex/',
    'www.linkedin.com/profile/view?id=123',
    'linkedin.com/in/alex',
    'https://www.linkedin.com/in/alex?trk=public',
    'HTTPS://WWW.LINKEDIN.COM/IN/ALEX',
  ];
  const rejected = [
    'https://www.linkedin.com/company/northwind',
    'https://www.linkedin.com/',
    'https://www.linkedin.com',
    'https://www.linkedin.com/inbox/alex',
    'https://www.linkedin.com/pubs/alex',
    'https://linkedin.com.evil.example/in/alex',
    'https://notlinkedin.com/in/alex',
    'https://evil.example/in/alex?linkedin.com',
    'https://user@linkedin.com/in/alex',
    'ftp://linkedin.com/in/alex',
    'javascript://linkedin.com/in/alex',
    'alex',
  ];
  for (const value of accepted) it(`accepts ${value}`, () => expect(isLinkedInUrl(value)).toBe(true));
  for (const value of rejected) it(`rejects ${value}`, () => expect(isLinkedInUrl(value)).toBe(false));
});

describe('X URL: x.com or twitter.com with a handle of 1 to 15 letters, digits or underscores', () => {
  const accepted = [
    'https://x.com/northwind_insp',
    'https://twitter.com/northwind',
    'https://www.x.com/a',
    'https://www.twitter.com/abcdefghijklmno',
    'http://x.com/A_1',
    'x.com/handle/',
    'twitter.com/handle',
    'https://x.com/handle?lang=en',
  ];
  const rejected = [
    'https://x.com/',
    'https://x.com',
    'https://x.com/abcdefghijklmnop',
    'https://x.com/bad-handle',
    'https://x.com/bad.handle',
    'https://x.com/@handle',
    'https://x.com/handle/status/123',
    'https://example.com/handle',
    'https://x.com.evil.example/handle',
    'https://notx.com/handle',
    'https://twitter.co/handle',
    'ftp://x.com/handle',
  ];
  for (const value of accepted) it(`accepts ${value}`, () => expect(isXUrl(value)).toBe(true));
  for (const value of rejected) it(`rejects ${value}`, () => expect(isXUrl(value)).toBe(false));
});

describe('Facebook URL: facebook.com or fb.com (any subdomain) with a non-empty path', () => {
  const accepted = [
    'https://www.facebook.com/northwindinspection',
    'https://facebook.com/profile.php?id=100',
    'http://m.facebook.com/northwind',
    'facebook.com/northwind',
    'https://fb.com/northwind',
    'https://www.facebook.com/pages/Northwind/123/',
  ];
  const rejected = [
    'https://www.facebook.com',
    'https://www.facebook.com/',
    'https://www.facebook.com//',
    'https://www.facebook.com/?id=1',
    'https://facebook.com.evil.example/northwind',
    'https://notfacebook.com/northwind',
    'https://evil.example/facebook.com',
    'mailto:someone@facebook.com',
    'northwind',
  ];
  for (const value of accepted) it(`accepts ${value}`, () => expect(isFacebookUrl(value)).toBe(true));
  for (const value of rejected) it(`rejects ${value}`, () => expect(isFacebookUrl(value)).toBe(false));
});
