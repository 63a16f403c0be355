/** Largest QR image accepted from the provider (a 240 px PNG is a few KiB). */
const QR_MAX_LENGTH = 256 * 1024;

/**
 * Whether the enable-2FA answer's image is a base64 PNG data URL: the only kind of
 * address from that answer that goes into an `src` (the page policy allows `img-src data:`).
 */
export function isQrImage(value: string): boolean {
  return value.length <= QR_MAX_LENGTH && /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(value);
}

/** The profile URL's `twofa` value of the set-up dialog, which shows the QR code kept for the session. */
export const TWOFA_SETUP = 'setup';

/** The `intent` of the form that turns 2FA on (the confirmation's Yes). */
export const ENABLE_TWOFA_INTENT = 'enable-2fa';
