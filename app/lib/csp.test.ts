import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, liveReloadSocket } from '~/lib/csp';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('buildContentSecurityPolicy', () => {
  const extra = { 'frame-src': ['http://prices.example.com', 'https://video.example.com'], 'img-src': ['http://images.example.com'] };

  it('behind TLS names no plain-http origin for frames, and upgrades the rest', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', upgrade: true, extra });
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://video.example.com");
    expect(policy).toContain('upgrade-insecure-requests');
    for (const name of ['default-src', 'script-src', 'style-src', 'object-src', 'frame-src', 'connect-src', 'form-action']) {
      expect(directive(policy, name), name).not.toMatch(/'unsafe-|http:/);
    }
    // No directive at all allows an unsafe source (inline style attributes included).
    expect(policy).not.toMatch(/'unsafe-/);
  });

  it('over plain http keeps what the page asked for', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', upgrade: false, extra });
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' http://prices.example.com https://video.example.com");
  });
});

describe('the live reload socket of npm run dev', () => {
  it('is allowed in development, at the dev server the page was told about', () => {
    const liveReload = liveReloadSocket({ NODE_ENV: 'development', DEV_SERVER_ORIGIN: 'http://127.0.0.1:3001' });
    expect(liveReload).toBe('ws://127.0.0.1:3001');
    const policy = buildContentSecurityPolicy({ nonce: 'n', upgrade: false, liveReload });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' ws://127.0.0.1:3001");
    expect(liveReloadSocket({ NODE_ENV: 'development', DEV_SERVER_ORIGIN: 'https://dev.example.test:8443/' })).toBe('wss://dev.example.test:8443');
  });

  it('is never allowed in production or tests, whatever the environment says', () => {
    for (const NODE_ENV of ['production', 'test']) {
      expect(liveReloadSocket({ NODE_ENV, DEV_SERVER_ORIGIN: 'http://127.0.0.1:3001' }), NODE_ENV).toBeNull();
    }
    expect(directive(buildContentSecurityPolicy({ nonce: 'n', upgrade: false }), 'connect-src')).toBe("connect-src 'self'");
  });

  it('is not allowed without a dev server, nor for an origin that is not http(s)', () => {
    expect(liveReloadSocket({ NODE_ENV: 'development' })).toBeNull();
    for (const DEV_SERVER_ORIGIN of ['', 'localhost:3001', 'javascript:alert(1)', "http://x.test:1 'unsafe-eval'"]) {
      expect(liveReloadSocket({ NODE_ENV: 'development', DEV_SERVER_ORIGIN }), DEV_SERVER_ORIGIN).toBeNull();
    }
  });
});
