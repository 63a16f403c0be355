import { describe, expect, it } from 'vitest';
import {
  MAX_REDIRECT_QUERY_LENGTH,
  MAX_SEARCH_LENGTH,
  MAX_URL_STATE_VALUE_LENGTH,
  choiceParam,
  onlyParamsChanged,
  pageParam,
  redirectQuery,
  searchParam,
  sortParams,
  urlState,
  withParams,
} from '~/lib/url-state';

const params = (query: string) => new URLSearchParams(query);
const address = (path: string) => new URL(`http://portal.test/partner${path}`);

describe('a search text from the address', () => {
  it('is the parameter trimmed, empty when absent', () => {
    expect(searchParam(params('q=%20drone%20'))).toBe('drone');
    expect(searchParam(params('query=ut450'), 'query')).toBe('ut450');
    expect(searchParam(params(''))).toBe('');
  });

  it(`is cut to ${MAX_SEARCH_LENGTH} characters, and never inside a character`, () => {
    expect(searchParam(params(`q=${'a'.repeat(7000)}`))).toBe('a'.repeat(MAX_SEARCH_LENGTH));
    const emoji = '😀'.repeat(150);
    const cut = searchParam(params(`q=${encodeURIComponent(`a${emoji}`)}`));
    expect(cut.length).toBe(MAX_SEARCH_LENGTH - 1);
    expect(cut).toBe(`a${'😀'.repeat(99)}`);
    expect(searchParam(params(`q=${'a'.repeat(MAX_SEARCH_LENGTH - 1)}%20%20b`))).toBe('a'.repeat(MAX_SEARCH_LENGTH - 1));
  });

  it('holds no control character: a NUL or an escape in the address is dropped, white space between words kept', () => {
    expect(searchParam(params('query=%00'), 'query')).toBe('');
    expect(searchParam(params('q=dr%00one%1B%7F'))).toBe('drone');
    expect(searchParam(params('q=ut%09450'))).toBe('ut\t450');
    expect(urlState('q=a%00b&page=2').toString()).toBe('q=ab&page=2');
    expect(searchParam(params(`q=${'%01'.repeat(1000)}drone`))).toBe('');
    expect(searchParam(params(`q=${'%01'.repeat(100)}drone`))).toBe('drone');
  });
});

describe('the other URL state', () => {
  it('reads a page, a sort and a choice, with their defaults for anything else', () => {
    expect(pageParam(params('page=3'))).toBe(3);
    expect(pageParam(params('page=-1'))).toBe(1);
    expect(pageParam(params('page=2.5'))).toBe(1);
    expect(sortParams(params('sort=name&dir=desc'), ['id', 'name'], 'id')).toEqual({ sort: 'name', dir: 'desc' });
    expect(sortParams(params(`sort=${'x'.repeat(7000)}`), ['id', 'name'], 'id')).toEqual({ sort: 'id', dir: 'asc' });
    expect(choiceParam(params('view=table'), 'view', ['cards', 'table'], 'cards')).toBe('table');
    expect(choiceParam(params('view=grid'), 'view', ['cards', 'table'], 'cards')).toBe('cards');
  });

  it('changes a query, leaving the rest of its state as it was', () => {
    expect(withParams('q=a&page=2', { page: null, sort: 'name' })).toBe('?q=a&sort=name');
    expect(withParams('page=2', { page: '' })).toBe('?');
    expect(withParams('status=New&q=x&sort=date&dir=desc&lead=7', { lead: null })).toBe('?status=New&q=x&sort=date&dir=desc');
  });

  it('refuses to change a parameter that is not state: the next page would drop it', () => {
    expect(() => withParams('page=2', { filter: 'x' })).toThrow(/"filter" is not a state parameter/);
  });
});

describe('the state a link carries on', () => {
  it("is the address's state parameters, in their order", () => {
    expect(urlState('view=table&q=drone&page=2').toString()).toBe('view=table&q=drone&page=2');
    expect(urlState('?redirectTo=%2Fleads%3Fq%3Dx&signup=1').toString()).toBe('redirectTo=%2Fleads%3Fq%3Dx&signup=1');
  });

  it('leaves out unknown parameters, repeats and overlong values', () => {
    const junk = Array.from({ length: 700 }, (_, index) => `x${index}=1`).join('&');
    expect(urlState(`${junk}&page=2&utm_source=mail`).toString()).toBe('page=2');
    expect(urlState('page=2&page=3&page=4').toString()).toBe('page=2');
    expect(urlState(`sort=${'s'.repeat(MAX_URL_STATE_VALUE_LENGTH + 1)}&dir=desc`).toString()).toBe('dir=desc');
    expect(urlState(`doc=${'d'.repeat(MAX_URL_STATE_VALUE_LENGTH)}`).get('doc')).toHaveLength(MAX_URL_STATE_VALUE_LENGTH);
    expect(withParams(`${junk}&q=a`, { page: 3 })).toBe('?q=a&page=3');
  });

  it('carries a search text on as the screen reads it: cut, however long', () => {
    expect(urlState(`q=${'a'.repeat(5000)}`).get('q')).toBe('a'.repeat(MAX_SEARCH_LENGTH));
    expect(urlState(`query=${'b'.repeat(300)}&view=list`).toString()).toBe(`query=${'b'.repeat(MAX_SEARCH_LENGTH)}&view=list`);
    expect(urlState('q=drone%20').get('q')).toBe('drone ');
  });
});

describe('the query a redirect carries on', () => {
  it("is the address's state, or nothing", () => {
    expect(redirectQuery('signup=1&utm_source=mail')).toBe('?signup=1');
    expect(redirectQuery('utm_source=mail')).toBe('');
    expect(redirectQuery('')).toBe('');
    expect(redirectQuery(new URLSearchParams('redirectTo=/leads?q=x'))).toBe('?redirectTo=%2Fleads%3Fq%3Dx');
  });

  it('stays within what a proxy takes in a header, keeping what fits', () => {
    const junk = Array.from({ length: 600 }, () => 'q2=/x/y/z/').join('&');
    expect(redirectQuery(`${junk}&signup=1`)).toBe('?signup=1');
    // Values each within a link's limit, but their sum and their encoding far longer.
    const wide = 'ü'.repeat(MAX_URL_STATE_VALUE_LENGTH);
    const query = redirectQuery(`sort=${wide}&dir=${wide}&signup=1&page=${'2'.repeat(2000)}&notice=x`);
    expect(query.length).toBeLessThanOrEqual(MAX_REDIRECT_QUERY_LENGTH + 1);
    expect(query).toBe(`?signup=1&page=${'2'.repeat(2000)}&notice=x`);
  });

  it('keeps the longest page to return to a sign-in keeps', () => {
    const page = `/leads?q=${'a'.repeat(2030)}`;
    expect(redirectQuery(new URLSearchParams({ redirectTo: page, signup: '1' }))).toBe(`?${new URLSearchParams({ redirectTo: page, signup: '1' })}`);
  });
});

describe('whether only some parameters changed', () => {
  const modal = ['t', 'ticket'];

  it('is true when two addresses of a page differ in those parameters alone, in any order', () => {
    expect(onlyParamsChanged(address('/support'), address('/support?t=7'), modal)).toBe(true);
    expect(onlyParamsChanged(address('/support?t=7&q=a'), address('/support?q=a'), modal)).toBe(true);
    expect(onlyParamsChanged(address('/support?q=a&t=7'), address('/support?ticket=new&q=a'), modal)).toBe(true);
    expect(onlyParamsChanged(address('/support?page=2&q=a'), address('/support?q=a&page=2'), modal)).toBe(true);
  });

  it('is false for the same address, another page or another parameter changed', () => {
    expect(onlyParamsChanged(address('/support?t=7'), address('/support?t=7'), modal)).toBe(false);
    expect(onlyParamsChanged(address('/support'), address('/leads?t=7'), modal)).toBe(false);
    expect(onlyParamsChanged(address('/support?t=7'), address('/support?t=8&q=a'), modal)).toBe(false);
    expect(onlyParamsChanged(address('/support?q=a'), address('/support?q=a&q=b'), modal)).toBe(false);
    expect(onlyParamsChanged(address('/support'), address('/support?t=7'), [])).toBe(false);
  });
});
