import { describe, expect, it } from 'vitest';
import { parseConfig } from '~/config.server';

describe('parseConfig', () => {
  it('has working defaults outside production', () => {
    const config = parseConfig({ NODE_ENV: 'development' });
    expect(config.PORT).toBe(3000);
    expect(config.API_URL).toBe('http://127.0.0.1:4010');
    expect(config.GRAPHQL_URL).toBe('http://127.0.0.1:4010/graphql');
    expect(config.HUBSPOT_REGION).toBe('na1');
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(8000);
    expect(config.UPSTREAM_RETRIES).toBe(1);
  });

  it('reads UPSTREAM_RETRIES from 0 (no retries) to 5', () => {
    expect(parseConfig({ NODE_ENV: 'development', UPSTREAM_RETRIES: '0' }).UPSTREAM_RETRIES).toBe(0);
    expect(parseConfig({ NODE_ENV: 'development', UPSTREAM_RETRIES: '5' }).UPSTREAM_RETRIES).toBe(5);
  });

  it('requires SESSION_SECRET in production, naming it', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow('Invalid configuration: SESSION_SECRET is required in production');
  });

  it('reads a rotation list of secrets', () => {
    const config = parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbb' });
    expect(config.SESSION_SECRET).toEqual(['aaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbb']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ API_URL: 'ftp://x.example' }, 'API_URL'],
    [{ UPSTREAM_TIMEOUT_MS: '5' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ UPSTREAM_RETRIES: '-1' }, 'UPSTREAM_RETRIES'],
    [{ UPSTREAM_RETRIES: '6' }, 'UPSTREAM_RETRIES'],
    [{ UPSTREAM_RETRIES: '1.5' }, 'UPSTREAM_RETRIES'],
    [{ UPSTREAM_RETRIES: 'twice' }, 'UPSTREAM_RETRIES'],
    [{ UPSTREAM_RETRIES: '1'.repeat(400) }, 'UPSTREAM_RETRIES'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => parseConfig({ NODE_ENV: 'development', ...env })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('derives the GraphQL endpoint from the API and strips trailing slashes', () => {
    const config = parseConfig({ NODE_ENV: 'development', API_URL: 'https://api.example.com/' });
    expect(config.API_URL).toBe('https://api.example.com');
    expect(config.GRAPHQL_URL).toBe('https://api.example.com/graphql');
  });
});
