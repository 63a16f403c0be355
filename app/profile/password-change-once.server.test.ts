import { describe, expect, it } from 'vitest';
import { changePasswordOnce } from '~/profile/password-change-once.server';
import { heldCall } from '../../tests/helpers/pending-calls';

let accounts = 0;
const newAccount = () => `partner-${++accounts}@example.com`;
const change = { currentPassword: 'Old-Secret-2026', newPassword: 'New-Secret-2026' };

describe('changePasswordOnce', () => {
  it('asks for the same change once while it runs: the second post gets the first outcome', async () => {
    const email = newAccount();
    const { call, run } = heldCall<{ success: boolean }>();
    const first = changePasswordOnce(email, change, run);
    const second = changePasswordOnce(email, { ...change }, run);
    call.answer({ success: true });
    expect(await first).toEqual({ success: true });
    expect(await second).toBe(await first);
    expect(call.count).toBe(1);
  });

  it('asks for a different change, or another account, or the same change after the first ended, on its own', async () => {
    const email = newAccount();
    const { call, run } = heldCall<string>();
    const first = changePasswordOnce(email, change, run);
    const other = changePasswordOnce(email, { ...change, newPassword: 'Other-Secret-2026' }, async () => 'other');
    const elsewhere = changePasswordOnce(newAccount(), change, async () => 'elsewhere');
    expect(await other).toBe('other');
    expect(await elsewhere).toBe('elsewhere');
    call.answer('first');
    expect(await first).toBe('first');
    expect(await changePasswordOnce(email, change, async () => 'again')).toBe('again');
  });

  it('gives a second post the failure of the first, and forgets it', async () => {
    const email = newAccount();
    const { call, run } = heldCall<string>();
    const first = changePasswordOnce(email, change, run);
    const second = changePasswordOnce(email, change, run);
    call.fail(new Error('provider down'));
    await expect(first).rejects.toThrow('provider down');
    await expect(second).rejects.toThrow('provider down');
    expect(call.count).toBe(1);
    expect(await changePasswordOnce(email, change, async () => 'retried')).toBe('retried');
  });
});
