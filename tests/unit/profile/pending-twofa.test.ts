import { createSession } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortalSession } from '~/auth/session.server';
import { dropPendingQr, hasPendingQr, keepPendingQr, readPendingQr } from '~/profile/pending-twofa.server';

const newSession = () => createSession() as unknown as PortalSession;
const QR = 'data:image/png;base64,iVBORw0KGgo=';

describe('the pending 2FA set-up', () => {
  it('shows the same code on every read until it is dropped', async () => {
    const session = newSession();
    expect(await readPendingQr(session)).toBeNull();
    await keepPendingQr(session, QR);
    expect(hasPendingQr(session)).toBe(true);
    expect(await readPendingQr(session)).toBe(QR);
    expect(await readPendingQr(session)).toBe(QR);
    await dropPendingQr(session);
    expect(hasPendingQr(session)).toBe(false);
    expect(await readPendingQr(session)).toBeNull();
  });

  it('keeps neither the image nor its key in the session, only a handle', async () => {
    const session = newSession();
    await keepPendingQr(session, QR);
    const stored = JSON.stringify(session.data);
    expect(stored).not.toContain('iVBORw0KGgo');
    expect(String(session.get('q'))).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  });

  it('a second set-up replaces the first, whose handle then opens nothing', async () => {
    const session = newSession();
    await keepPendingQr(session, QR);
    const first = String(session.get('q'));
    await keepPendingQr(session, 'data:image/png;base64,second');
    expect(await readPendingQr(session)).toBe('data:image/png;base64,second');
    const old = newSession();
    old.set('q', first);
    expect(await readPendingQr(old)).toBeNull();
  });

  it('another session, or a handle with a wrong key, reads nothing', async () => {
    const session = newSession();
    await keepPendingQr(session, QR);
    const [id] = String(session.get('q')).split('.');
    const forged = newSession();
    forged.set('q', `${id}.${'A'.repeat(43)}`);
    expect(await readPendingQr(forged)).toBeNull();
    expect(await readPendingQr(newSession())).toBeNull();
    const malformed = newSession();
    malformed.set('q', 'not-a-handle');
    expect(await readPendingQr(malformed)).toBeNull();
  });
});
