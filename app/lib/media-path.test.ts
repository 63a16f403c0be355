import { describe, expect, it } from 'vitest';
import { canonicalMediaPath, requestedMediaPath } from '~/lib/media-path';
import { seedMediaPaths } from '../../sandbox/media/registry';
import { seedNews } from '../../sandbox/seed/news';

/** Paths the media route must never forward, as a browser or a hand-made request could send them. */
const REFUSED: Array<[string, string]> = [
  ['the provider API', '/api/partner/profile'],
  ['the API in another case', '/API/partner/profile'],
  ['the content GraphQL', '/graphql'],
  ['the sandbox control API', '/__sandbox/accounts/demo@partner.example'],
  ['the price-list page', '/pricelist'],
  ['media prefix in another case', '/Media/documents/a.pdf'],
  ['media prefix in upper case', '/MEDIA/documents/a.pdf'],
  ['the media folder itself', '/media'],
  ['the media folder with a trailing slash', '/media/'],
  ['a plain dot-dot segment', '/media/../api/partner/profile'],
  ['a plain dot segment', '/media/./documents/a.pdf'],
  ['dot-dot encoded once', '/media/%2e%2e/api/partner/profile'],
  ['dot-dot encoded once, upper case', '/media/%2E%2E/api/partner/profile'],
  ['dot-dot half encoded', '/media/.%2e/api/partner/profile'],
  ['dot-dot encoded twice', '/x/%252e%252e/api/partner/profile'],
  ['dot-dot encoded twice under media', '/media/x/%252e%252e/%252e%252e/api/partner/profile'],
  ['dot-dot encoded three times', '/media/%25252e%25252e/api/partner/profile'],
  ['dot-dot encoded twice, mixed case', '/media/%252E%252e/api/partner/profile'],
  ['dot encoded twice', '/media/%252e/documents/a.pdf'],
  ['overlong UTF-8 dot (2 bytes)', '/media/%c0%ae%c0%ae/api/partner/profile'],
  ['overlong UTF-8 dot (3 bytes)', '/media/%e0%80%ae%e0%80%ae/api'],
  ['overlong UTF-8 slash', '/media/x%c0%af..%c0%afapi'],
  ['overlong UTF-8 dot encoded twice', '/media/%25c0%25ae%25c0%25ae/api'],
  ['full-width dots', '/media/\uff0e\uff0e/api/partner/profile'],
  ['full-width dots encoded', '/media/%ef%bc%8e%ef%bc%8e/api/partner/profile'],
  ['full-width slash', '/media/x\uff0f..\uff0fapi'],
  ['full-width slash encoded', '/media/x%EF%BC%8F..%EF%BC%8Fapi'],
  ['full-width backslash', '/media/x\uff3c..\uff3capi'],
  ['one-dot leaders', '/media/\u2024\u2024/api'],
  ['division slash', '/media/x\u2215..\u2215api'],
  ['a path parameter', '/media/..;/api/partner/profile'],
  ['a path parameter on a file', '/media/documents/a.pdf;jsessionid=1'],
  ['an encoded semicolon', '/media/documents/a.pdf%3bx=1'],
  ['an empty segment', '/media//documents/a.pdf'],
  ['a leading double slash', '//media/documents/a.pdf'],
  ['an encoded empty segment', '/media/%2f/documents/a.pdf'],
  ['a backslash', '/media\\..\\api\\partner\\profile'],
  ['an encoded backslash', '/media/%5c..%5capi'],
  ['a double-encoded backslash', '/media/%255c..%255capi'],
  ['an encoded slash', '/media/..%2fapi%2fpartner%2fprofile'],
  ['an encoded slash, upper case', '/media/..%2Fapi'],
  ['a double-encoded slash', '/media/..%252fapi%252fpartner'],
  ['a triple-encoded slash', '/media/..%25252fapi'],
  ['an encoded NUL', '/media/documents/a.pdf%00.svg'],
  ['a raw NUL', '/media/documents/a.pdf\u0000.svg'],
  ['a double-encoded NUL', '/media/documents/a.pdf%2500'],
  ['an encoded line break', '/media/documents/a%0d%0aX-Injected:%201.pdf'],
  ['a bidi override', '/media/documents/\u202efdp.exe'],
  ['a zero-width space', '/media/documents/a\u200b.pdf'],
  ['an encoded question mark', '/media/documents/a.pdf%3f/../../api'],
  ['an encoded hash', '/media/documents/a%23.pdf'],
  ['a malformed escape', '/media/documents/a%zz.pdf'],
  ['a lone percent', '/media/documents/50%.pdf'],
  ['invalid UTF-8', '/media/documents/%ff.pdf'],
  ['a UTF-16 surrogate in UTF-8', '/media/documents/%ed%a0%80.pdf'],
  ['a trailing dot', '/media/documents/a.pdf.'],
  ['a dot-dot with a trailing space', '/media/.. /api'],
  ['a hidden file', '/media/.env'],
  ['a download outside the shape', '/en/download/../../api'],
  ['a download with a long locale', '/eng/download/5201'],
  ['a download in another case', '/EN/Download/5201'],
  ['a download id that is no number', '/en/download/abc'],
  ['no leading slash', 'media/documents/a.pdf'],
  ['empty', ''],
  ['endlessly encoded', `/media/${'%25'.repeat(6)}2e`],
];

/** Paths that must keep working: [given, canonical]. */
const ACCEPTED: Array<[string, string, string]> = [
  ['a document', '/media/documents/drone-200-pro-datasheet.pdf', '/media/documents/drone-200-pro-datasheet.pdf'],
  ['a thumbnail', '/media/videos/x10-hull-climb.svg', '/media/videos/x10-hull-climb.svg'],
  ['an upload', '/media/uploads/0a1b2c3d4e5f6789/agreement.pdf', '/media/uploads/0a1b2c3d4e5f6789/agreement.pdf'],
  ['a quick-link download', '/en/download/5201', '/en/download/5201'],
  ['a German quick-link download', '/de/download/5202', '/de/download/5202'],
  ['a name with spaces', '/media/price lists/Price List 2026.pdf', '/media/price%20lists/Price%20List%202026.pdf'],
  ['a name with encoded spaces', '/media/price%20lists/Price%20List%202026.pdf', '/media/price%20lists/Price%20List%202026.pdf'],
  ['a German name', '/media/documents/Broschüre Überblick.pdf', '/media/documents/Brosch%C3%BCre%20%C3%9Cberblick.pdf'],
  ['a German name encoded in lower case', '/media/documents/Brosch%c3%bcre.pdf', '/media/documents/Brosch%C3%BCre.pdf'],
  ['a Chinese name', '/media/documents/产品手册.pdf', '/media/documents/%E4%BA%A7%E5%93%81%E6%89%8B%E5%86%8C.pdf'],
  ['a Japanese name with a full-width colon', '/media/documents/製品：概要.pdf', '/media/documents/%E8%A3%BD%E5%93%81%EF%BC%9A%E6%A6%82%E8%A6%81.pdf'],
  ['a Russian name', '/media/documents/Каталог.pdf', '/media/documents/%D0%9A%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3.pdf'],
  ['dots inside a name', '/media/images/logo.v2.final.png', '/media/images/logo.v2.final.png'],
  ['an encoded dot inside a name', '/media/images/logo%2epng', '/media/images/logo.png'],
  ['sub-delimiters', "/media/flyers/Q1+Q2_(draft)&notes=1,'x'@2!.pdf", "/media/flyers/Q1+Q2_(draft)&notes=1,'x'@2!.pdf"],
  ['brackets', '/media/flyers/[v2].pdf', '/media/flyers/%5Bv2%5D.pdf'],
];

describe('canonicalMediaPath refuses every path outside the media locations', () => {
  it.each(REFUSED)('refuses %s', (_name, path) => {
    expect(canonicalMediaPath(path)).toBeNull();
    expect(requestedMediaPath(path)).toBeNull();
  });
});

describe('canonicalMediaPath keeps real media', () => {
  it.each(ACCEPTED)('accepts %s', (_name, path, canonical) => {
    expect(canonicalMediaPath(path)).toBe(canonical);
  });

  it('is stable: a canonical path is its own canonical form', () => {
    for (const [, , canonical] of ACCEPTED) expect(canonicalMediaPath(canonical)).toBe(canonical);
  });

  it('accepts every media path the sandbox provider serves, unchanged', () => {
    const paths = [...seedMediaPaths(seedNews())];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(canonicalMediaPath(path), path).toBe(path);
  });
});

describe('requestedMediaPath takes only the canonical spelling a browser sends for our links', () => {
  it.each(ACCEPTED.map(([name, , canonical]) => [name, canonical]))('accepts %s as linked', (_name, canonical) => {
    expect(requestedMediaPath(canonical)).toBe(canonical);
  });

  it.each([
    ['a raw space', '/media/price lists/a.pdf'],
    ['lower-case escapes', '/media/documents/Brosch%c3%bcre.pdf'],
    ['a needless escape', '/media/images/logo%2epng'],
    ['a needlessly escaped letter', '/media/documents/%61.pdf'],
    ['a double-encoded space', '/media/price%2520lists/a.pdf'],
    ['a double-encoded letter', '/media/documents/%2561.pdf'],
    ['a triple-encoded letter', '/media/documents/%252561.pdf'],
  ])('refuses %s', (_name, path) => {
    expect(requestedMediaPath(path)).toBeNull();
  });
});
