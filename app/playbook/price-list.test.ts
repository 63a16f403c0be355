import { describe, expect, it } from 'vitest';
import { isLoopbackHost, priceFrame } from '~/playbook/price-list';

const production = { production: true };
const development = { production: false };

describe('priceFrame', () => {
  it('frames an https address in production, with its origin for the policy', () => {
    expect(priceFrame('https://prices.example.com/list?p=7', production)).toEqual({
      kind: 'frame',
      url: 'https://prices.example.com/list?p=7',
      origin: 'https://prices.example.com',
    });
  });

  it('frames an http address outside production', () => {
    expect(priceFrame('http://prices.example.com/list', development)).toMatchObject({ kind: 'frame', origin: 'http://prices.example.com' });
  });

  it('refuses an http address on a network host in production', () => {
    expect(priceFrame('http://prices.example.com/list', production)).toEqual({ kind: 'refused' });
    expect(priceFrame('http://10.0.0.5/list', production)).toEqual({ kind: 'refused' });
  });

  it('frames an http address on a loopback host in production', () => {
    expect(priceFrame('http://127.0.0.1:4320/pricelist', production)).toEqual({
      kind: 'frame',
      url: 'http://127.0.0.1:4320/pricelist',
      origin: 'http://127.0.0.1:4320',
    });
    expect(priceFrame('http://localhost:8080/p', production)).toMatchObject({ kind: 'frame' });
  });

  it('refuses other schemes, credentials and garbage', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/p', 'not a url', '//example.com/p']) {
      expect(priceFrame(value, development), value).toEqual({ kind: 'refused' });
    }
    expect(priceFrame('https://user:secret@example.com/p', production)).toEqual({ kind: 'refused' });
  });

  it('on a portal served over HTTPS frames only https addresses and offers an http one as a link', () => {
    for (const mode of [production, development]) {
      const secure = { ...mode, secure: true };
      expect(priceFrame('https://prices.example.com/list', secure)).toMatchObject({ kind: 'frame', origin: 'https://prices.example.com' });
      expect(priceFrame('http://prices.example.com/list?p=7', secure)).toEqual({ kind: 'link', url: 'http://prices.example.com/list?p=7' });
      expect(priceFrame('http://127.0.0.1:4320/pricelist', secure)).toEqual({ kind: 'link', url: 'http://127.0.0.1:4320/pricelist' });
      expect(priceFrame('HTTP://localhost:8080/p', secure)).toEqual({ kind: 'link', url: 'http://localhost:8080/p' });
      expect(priceFrame('javascript:alert(1)', secure)).toEqual({ kind: 'refused' });
      expect(priceFrame('http://user:secret@example.com/p', secure)).toEqual({ kind: 'refused' });
    }
  });

  it('says so when there is no address', () => {
    expect(priceFrame(null, production)).toEqual({ kind: 'missing' });
    expect(priceFrame('   ', production)).toEqual({ kind: 'missing' });
  });
});

describe('isLoopbackHost', () => {
  it('knows localhost and 127.0.0.0/8, nothing else', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.10.20.30')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.evil.example')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
  });
});
