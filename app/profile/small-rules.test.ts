import { describe, expect, it } from 'vitest';
import { passwordChangeFailure } from '~/profile/password-change';
import { isQrImage } from '~/profile/qr';

describe('isQrImage', () => {
  it('accepts a base64 PNG data URL only', () => {
    expect(isQrImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isQrImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isQrImage('data:image/png;base64,<script>')).toBe(false);
    expect(isQrImage('https://evil.example/qr.png')).toBe(false);
    expect(isQrImage('javascript:alert(1)')).toBe(false);
    expect(isQrImage(`data:image/png;base64,${'A'.repeat(300_000)}`)).toBe(false);
  });
});

describe('passwordChangeFailure', () => {
  it("shows the server's error text, else the generic message", () => {
    expect(passwordChangeFailure({ success: false, error: 'Current password is incorrect' })).toEqual({ message: 'Current password is incorrect' });
    expect(passwordChangeFailure({ success: false, error: null })).toEqual({ message: null });
    expect(passwordChangeFailure({ success: false, error: '  ' })).toEqual({ message: null });
  });
});
