import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from '~/auth/token-crypto.server';

describe('sealed tokens', () => {
  const secrets = ['first-secret-0123456789', 'older-secret-0123456789'];

  it('opens what it sealed and hides the token', () => {
    const sealed = sealToken('provider-token-123', secrets);
    expect(sealed).not.toContain('provider-token-123');
    expect(openToken(sealed, secrets)).toBe('provider-token-123');
  });

  it('opens with an older secret of the rotation list', () => {
    const sealed = sealToken('t', ['older-secret-0123456789']);
    expect(openToken(sealed, secrets)).toBe('t');
  });

  it('refuses tampered or foreign values', () => {
    const sealed = sealToken('t', secrets);
    const [iv, tag, data] = sealed.split('.');
    // One bit of the ciphertext flipped (a fixed replacement text could equal the original by chance).
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(openToken(`${iv}.${tag}.${flipped.toString('base64url')}`, secrets)).toBeNull();
    expect(openToken(sealed, ['another-secret-0123456789'])).toBeNull();
    expect(openToken('garbage', secrets)).toBeNull();
    expect(openToken(42, secrets)).toBeNull();
  });

  it('opens a value every time with the secrets that sealed it, and never with others', () => {
    const sealed = sealToken('kept-token', secrets);
    expect(openToken(sealed, secrets)).toBe('kept-token');
    expect(openToken(sealed, secrets)).toBe('kept-token');
    // Nothing opened is kept: a list without the sealing secret still cannot open it.
    expect(openToken(sealed, ['another-secret-0123456789'])).toBeNull();
    expect(openToken(sealed, secrets)).toBe('kept-token');
  });

  it('refuses a value whose authentication tag is shorter than 16 bytes, even a true prefix of it', () => {
    const sealed = sealToken('provider-token-123', secrets);
    const [iv, tag, data] = sealed.split('.');
    expect(Buffer.from(tag, 'base64url')).toHaveLength(16);
    for (const length of [4, 8, 12, 15]) {
      const short = Buffer.from(tag, 'base64url').subarray(0, length).toString('base64url');
      expect(openToken(`${iv}.${short}.${data}`, secrets), `${length}-byte tag`).toBeNull();
    }
    expect(openToken(`${iv}..${data}`, secrets)).toBeNull();
    expect(openToken(sealed, secrets)).toBe('provider-token-123');
  });
});
