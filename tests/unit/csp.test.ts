import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '~/lib/csp';

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
  });

  it('over plain http keeps what the page asked for', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', upgrade: false, extra });
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' http://prices.example.com https://video.example.com");
  });
});
