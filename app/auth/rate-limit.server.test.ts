import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptBudget, attemptScope, judgedNothing, type StepBudgets } from '~/auth/rate-limit.server';
import { UpstreamError } from '~/upstream/errors';

const budgets = (max: number): StepBudgets => ({
  untrusted: new AttemptBudget({ name: `untrusted-${max}-${Math.random()}`, max, windowMs: 60_000 }),
  device: new AttemptBudget({ name: `device-${max}-${Math.random()}`, max, windowMs: 60_000 }),
});

async function takeTimes(take: () => Promise<boolean | number | null>, times: number): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let i = 0; i < times; i += 1) {
    const taken = await take();
    results.push(taken !== null && taken !== false);
  }
  return results;
}

const taken = async (attempt: Promise<number | null>) => (await attempt) !== null;

describe('AttemptBudget', () => {
  it('allows max attempts per key, then refuses; other keys keep their own budget', async () => {
    const budget = new AttemptBudget({ name: 'unit-a', max: 3, windowMs: 60_000 });
    expect(await takeTimes(() => budget.take('a'), 4)).toEqual([true, true, true, false]);
    expect(await taken(budget.take('b'))).toBe(true);
    await budget.reset('a');
    expect(await taken(budget.take('a'))).toBe(true);
  });

  it('a success handed back does not use the budget up', async () => {
    const budget = new AttemptBudget({ name: 'unit-b', max: 2, windowMs: 60_000 });
    for (let i = 0; i < 5; i += 1) {
      const windowEnd = await budget.take('a');
      expect(windowEnd).toBeGreaterThan(Date.now());
      await budget.giveBack('a', windowEnd!);
    }
    expect(await takeTimes(() => budget.take('a'), 3)).toEqual([true, true, false]);
  });

  it('a refused attempt is not counted: a success handed back then frees a place again', async () => {
    const budget = new AttemptBudget({ name: 'unit-refused', max: 2, windowMs: 60_000 });
    const first = await budget.take('a');
    expect(await taken(budget.take('a'))).toBe(true);
    expect(await takeTimes(() => budget.take('a'), 5)).toEqual([false, false, false, false, false]);
    await budget.giveBack('a', first!);
    expect(await takeTimes(() => budget.take('a'), 2)).toEqual([true, false]);
  });

  describe('on a fake clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts again once its window has ended, not a millisecond before', async () => {
      vi.useFakeTimers();
      const budget = new AttemptBudget({ name: 'unit-c', max: 1, windowMs: 1000 });
      expect(await takeTimes(() => budget.take('a'), 2)).toEqual([true, false]);
      await vi.advanceTimersByTimeAsync(999);
      expect(await taken(budget.take('a'))).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await taken(budget.take('a'))).toBe(true);
    });

    it('an attempt handed back after its window has ended lends the next window nothing', async () => {
      vi.useFakeTimers();
      const budget = new AttemptBudget({ name: 'unit-d', max: 3, windowMs: 1000 });
      const windowEnd = await budget.take('a');
      await vi.advanceTimersByTimeAsync(1000);
      expect(Date.now()).toBe(windowEnd);
      await budget.giveBack('a', windowEnd!);
      expect(await takeTimes(() => budget.take('a'), 4)).toEqual([true, true, true, false]);
    });
  });
});

describe('attemptScope (device cookies)', () => {
  it('twenty failures from clients without the device cookie leave the owner device its own budget', async () => {
    const step = budgets(4);
    const stranger = attemptScope(step, 'account-1', null);
    const results = await takeTimes(() => stranger.take(), 20);
    expect(results.filter(Boolean)).toHaveLength(4);
    // Every client without a device cookie is locked out of this account now…
    expect(await attemptScope(step, 'account-1', null).take()).toBe(false);
    // …the owner's browser is not, and another account is not either.
    expect(await attemptScope(step, 'account-1', 'owner-device-nonce-000').take()).toBe(true);
    expect(await attemptScope(step, 'account-2', null).take()).toBe(true);
  });

  it('a device cookie over its budget is locked out itself, not the account', async () => {
    const step = budgets(3);
    const stolen = attemptScope(step, 'account-1', 'device-nonce-aaaaaaaa');
    expect(await takeTimes(() => stolen.take(), 4)).toEqual([true, true, true, false]);
    expect(await attemptScope(step, 'account-1', 'device-nonce-bbbbbbbb').take()).toBe(true);
    expect(await attemptScope(step, 'account-1', null).take()).toBe(true);
  });

  it('a success clears the device budget and hands back the untrusted attempt', async () => {
    const step = budgets(2);
    const device = attemptScope(step, 'account-1', 'device-nonce-cccccccc');
    await device.take();
    await device.take();
    await device.succeeded();
    expect(await takeTimes(() => device.take(), 3)).toEqual([true, true, false]);
    const untrusted = attemptScope(step, 'account-1', null);
    await untrusted.take();
    await untrusted.succeeded();
    expect(await takeTimes(() => untrusted.take(), 3)).toEqual([true, true, false]);
  });
});

describe('attemptScope (client addresses)', () => {
  const office = (max: number) => ({ budget: new AttemptBudget({ name: `address-${max}-${Math.random()}`, max, windowMs: 60_000 }), address: '203.0.113.7' });

  it('two hundred colleagues behind one address sign in, two factors each; thirty-one wrong passwords from it are refused', async () => {
    const address = office(30);
    const password = budgets(10);
    const otp = budgets(10);
    for (let partner = 0; partner < 200; partner += 1) {
      for (const step of [password, otp]) {
        const attempt = attemptScope(step, `account-${partner}`, null, address);
        expect(await attempt.take()).toBe(true);
        await attempt.succeeded();
      }
    }
    const wrong: boolean[] = [];
    for (let guess = 0; guess < 31; guess += 1) wrong.push(await attemptScope(password, `stranger-${guess}`, null, address).take());
    expect(wrong.slice(0, 30).every(Boolean)).toBe(true);
    expect(wrong[30]).toBe(false);
  });

  it('a browser with a device cookie of its account is judged by its own budget, not its address', async () => {
    const address = office(3);
    const step = budgets(3);
    for (let guess = 0; guess < 3; guess += 1) await attemptScope(step, `stranger-${guess}`, null, address).take();
    expect(await attemptScope(step, 'owner', null, address).take()).toBe(false);
    expect(await attemptScope(step, 'owner', 'owner-device-nonce-000', address).take()).toBe(true);
  });

  it('an attempt refused for its account is not counted against its address', async () => {
    const address = office(3);
    const step = budgets(1);
    await attemptScope(step, 'locked', null, address).take();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await attemptScope(step, 'locked', null, address).take()).toBe(false);
    expect(await attemptScope(step, 'other-1', null, address).take()).toBe(true);
    expect(await attemptScope(step, 'other-2', null, address).take()).toBe(true);
    expect(await attemptScope(step, 'other-3', null, address).take()).toBe(false);
  });

  it('an attempt whose provider could not be reached, or failed, is handed back', async () => {
    for (const error of [new UpstreamError({ code: 'network' }), new UpstreamError({ code: 'server', status: 503 })]) {
      const address = office(1);
      const step = budgets(1);
      const attempt = attemptScope(step, 'account-1', null, address);
      expect(await attempt.take()).toBe(true);
      await attempt.callFailed(error);
      expect(await attemptScope(step, 'account-1', null, address).take()).toBe(true);
    }
  });

  it('an attempt the provider may have judged stays counted: a call out of time, left, or failed otherwise', async () => {
    const errors = [
      new UpstreamError({ code: 'timeout' }),
      new UpstreamError({ code: 'rejected' }),
      new UpstreamError({ code: 'malformed' }),
      new Error('parse'),
    ];
    for (const error of errors) {
      const address = office(5);
      const step = budgets(1);
      const attempt = attemptScope(step, 'account-1', null, address);
      expect(await attempt.take()).toBe(true);
      await attempt.callFailed(error);
      expect(await attemptScope(step, 'account-1', null, address).take(), String(error)).toBe(false);
      const device = attemptScope(budgets(1), 'account-1', 'device-nonce-dddddddd');
      expect(await device.take()).toBe(true);
      await device.callFailed(error);
      expect(await device.take()).toBe(false);
    }
    expect(errors.map(judgedNothing)).toEqual([false, false, false, false]);
  });
});
