import { describe, expect, it } from 'vitest';
import { emptySearchTarget, isBlankQuery } from '~/search/empty-search';

const ORIGIN = 'https://portal.example';

describe('a blank query is no search (spec 5)', () => {
  it('is a missing, empty or blank query', () => {
    expect(isBlankQuery(null)).toBe(true);
    expect(isBlankQuery('')).toBe(true);
    expect(isBlankQuery(' \t ')).toBe(true);
    expect(isBlankQuery(' drone ')).toBe(false);
  });

  it('leads back to the portal page it came from, the results of an earlier query included', () => {
    expect(emptySearchTarget(`${ORIGIN}/partner/leads?q=acme`, ORIGIN)).toBe('/partner/leads?q=acme');
    expect(emptySearchTarget(`${ORIGIN}/partner/searchresults?query=drone&view=list`, ORIGIN)).toBe('/partner/searchresults?query=drone&view=list');
  });

  it('else to the dashboard: no referrer, another site, a page outside the portal, or a blank search itself', () => {
    expect(emptySearchTarget(null, ORIGIN)).toBe('/partner/dashboard');
    expect(emptySearchTarget('not a url', ORIGIN)).toBe('/partner/dashboard');
    expect(emptySearchTarget('https://evil.example/partner/leads', ORIGIN)).toBe('/partner/dashboard');
    expect(emptySearchTarget(`${ORIGIN}/elsewhere`, ORIGIN)).toBe('/partner/dashboard');
    expect(emptySearchTarget(`${ORIGIN}/partner/signin`, ORIGIN)).toBe('/partner/dashboard');
    expect(emptySearchTarget(`${ORIGIN}/partner/searchresults?query=%20`, ORIGIN)).toBe('/partner/dashboard');
    expect(emptySearchTarget(`${ORIGIN}/partner/searchresults`, ORIGIN)).toBe('/partner/dashboard');
  });
});
