import * as OTPAuth from 'otpauth';

const ISSUER = 'Sandbox Inspection Technologies';

function totpFor(secret: string, label = 'partner'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new random base32 secret (160 bits). */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** RFC 6238 check of a 6-digit code, one 30-second step either side. */
export function isValidTotp(secret: string, code: unknown): boolean {
  const token = typeof code === 'number' ? String(code).padStart(6, '0') : typeof code === 'string' ? code.replace(/\s+/g, '') : '';
  if (!/^\d{6}$/.test(token)) return false;
  return totpFor(secret).validate({ token, window: 1 }) !== null;
}

export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpFor(secret).generate({ timestamp });
}
