import { describe, expect, it } from 'vitest';
import { afterCheck, afterEvent, afterReply, firstInvalid, FRESH, initialState, shouldCheck, startValue, type FormState } from '~/forms/form-state';

const checked = (...names: string[]): FormState => ({ checked: Object.fromEntries(names.map((name) => [name, true])), errors: {}, changed: false });

describe('when a field is checked', () => {
  it('first when it loses focus, not while it is typed in', () => {
    expect(shouldCheck(FRESH, 'email', 'blur', 'input')).toBe(true);
    expect(shouldCheck(FRESH, 'email', 'input', 'input')).toBe(false);
  });

  it('once checked, while typing; not again on leaving it', () => {
    expect(shouldCheck(checked('email'), 'email', 'input', 'input')).toBe(true);
    expect(shouldCheck(checked('email'), 'email', 'blur', 'input')).toBe(false);
  });

  it('once checked, with re-checks on leaving: only when something changed since the last check', () => {
    expect(shouldCheck(checked('otp'), 'otp', 'input', 'blur')).toBe(false);
    expect(shouldCheck(checked('otp'), 'otp', 'blur', 'blur')).toBe(false);
    expect(shouldCheck({ ...checked('otp'), changed: true }, 'otp', 'blur', 'blur')).toBe(true);
  });
});

describe('afterEvent', () => {
  const errors = { email: ['validation.invalidEmail'], password: ['validation.required'] };

  it('leaving a field shows its message only, not those of fields not yet visited', () => {
    const state = afterEvent(FRESH, 'email', 'blur', 'input', errors);
    expect(state.errors).toEqual({ email: ['validation.invalidEmail'] });
    expect(state.checked).toEqual({ email: true });
  });

  it('typing in a checked field updates its message, and those of other checked fields', () => {
    const state = afterEvent(checked('email', 'password'), 'email', 'input', 'input', { password: ['validation.required'] });
    expect(state.errors).toEqual({ password: ['validation.required'] });
  });

  it('typing in a field not yet checked shows nothing and notes the change', () => {
    const state = afterEvent(FRESH, 'email', 'input', 'input', errors);
    expect(state).toEqual({ checked: {}, errors: {}, changed: true });
  });

  it('with re-checks on leaving: a message stays while typing and is checked again on leaving', () => {
    const shown = afterEvent(FRESH, 'otp', 'blur', 'blur', { otp: ['validation.required'] });
    const typing = afterEvent(shown, 'otp', 'input', 'blur', {});
    expect(typing.errors).toEqual({ otp: ['validation.required'] });
    expect(afterEvent(typing, 'otp', 'blur', 'blur', {}).errors).toEqual({});
  });

  it('leaving a checked field without a change keeps the state as it is', () => {
    const state = afterEvent(FRESH, 'otp', 'blur', 'blur', { otp: ['validation.required'] });
    expect(afterEvent(state, 'otp', 'blur', 'blur', {})).toBe(state);
  });
});

describe('afterCheck (sending the form)', () => {
  it('checks every field and shows every message', () => {
    const state = afterCheck(FRESH, ['email', 'password'], { email: ['validation.required'], password: ['validation.required'] });
    expect(state.errors).toEqual({ email: ['validation.required'], password: ['validation.required'] });
    expect(state.checked).toEqual({ email: true, password: true });
  });

  it('clears the messages of fields that are now right', () => {
    const before = afterCheck(FRESH, ['email'], { email: ['validation.required'] });
    expect(afterCheck(before, ['email'], {}).errors).toEqual({});
  });
});

describe('afterReply (the action answered)', () => {
  it("shows the action's messages, the form's own under ''", () => {
    const state = afterReply(FRESH, {
      status: 'error',
      initialValue: { jobTitle: 'Head of Drones' },
      error: { profilePhoto: ['validation.photoTooLarge'], '': ['form.updateFailed'], company: null, phone: [] },
      fields: ['csrf', 'jobTitle', 'profilePhoto'],
    });
    expect(state.errors).toEqual({ profilePhoto: ['validation.photoTooLarge'], '': ['form.updateFailed'] });
  });

  it('counts every field posted as checked, so each is checked again while typing', () => {
    const state = afterReply(FRESH, { status: 'success', initialValue: {}, fields: ['email', 'password'] });
    expect(shouldCheck(state, 'password', 'input', 'input')).toBe(true);
    expect(state.errors).toEqual({});
  });

  it('replaces the messages the browser showed', () => {
    const before = afterCheck(FRESH, ['email'], { email: ['validation.required'] });
    expect(afterReply(before, { status: 'success', initialValue: {}, fields: ['email'] }).errors).toEqual({});
  });

  it('starts the form afresh when the action asks for it, forgetting the fields checked', () => {
    const before = afterCheck(FRESH, ['otp'], { otp: ['validation.otpFormat'] });
    expect(afterReply(before, { status: 'error', initialValue: null, error: { otp: ['auth.otpInvalid'] }, fields: ['otp'] })).toEqual(FRESH);
  });

  it("keeps the form's own message when it starts the form afresh (a page drawn for another account)", () => {
    const before = afterCheck(FRESH, ['currentPassword'], { currentPassword: ['validation.required'] });
    const reply = { status: 'error' as const, initialValue: null, error: { '': ['common:otherAccountForm'], currentPassword: ['validation.required'] } };
    expect(afterReply(before, reply)).toEqual({ ...FRESH, errors: { '': ['common:otherAccountForm'] } });
    expect(initialState(reply).errors).toEqual({ '': ['common:otherAccountForm'] });
  });
});

describe('initialState', () => {
  it('starts fresh without an answer, or with an answer that asks for a fresh form', () => {
    expect(initialState(undefined)).toEqual(FRESH);
    expect(initialState(null)).toEqual(FRESH);
    expect(initialState({ initialValue: null })).toEqual(FRESH);
  });

  it('shows the messages of the post that rendered the page (no JavaScript)', () => {
    expect(initialState({ status: 'error', initialValue: { email: 'x' }, error: { email: ['validation.invalidEmail'] }, fields: ['email'] }).errors).toEqual({
      email: ['validation.invalidEmail'],
    });
  });
});

describe('startValue', () => {
  it('takes the values posted over the defaults, text only', () => {
    const reply = { status: 'error' as const, initialValue: { firstName: 'Alexandra', profilePhoto: {} }, fields: ['firstName', 'lastName'] };
    expect(startValue(reply, { firstName: 'Alex', lastName: 'Morgan' }, 'firstName')).toBe('Alexandra');
    // A field emptied before posting comes back empty, not with its old default.
    expect(startValue(reply, { firstName: 'Alex', lastName: 'Morgan' }, 'lastName')).toBeUndefined();
    expect(startValue(reply, undefined, 'profilePhoto')).toBeUndefined();
  });

  it('uses the defaults without an answer, or when the answer asks for a fresh form', () => {
    expect(startValue(undefined, { lastName: 'Morgan' }, 'lastName')).toBe('Morgan');
    expect(startValue({ initialValue: null }, { otp: '' }, 'otp')).toBeUndefined();
  });
});

describe('firstInvalid', () => {
  it('is the first field in the form with a message, whatever the order of the messages', () => {
    const elements = [{ name: 'csrf' }, { name: 'firstName' }, { name: 'phone' }, { name: 'linkedinUrl' }, {}];
    expect(firstInvalid(elements, { linkedinUrl: ['x'], phone: ['y'] })).toEqual({ name: 'phone' });
    expect(firstInvalid(elements, { '': ['form.updateFailed'] })).toBeUndefined();
  });
});
