import type { FieldErrors, FormRules } from './rules';

/**
 * What an action answers about a post: conform's `submission.reply()` as the server sends it.
 * `initialValue` holds the values posted (minus the fields the action hides, such as
 * passwords); null asks the form to start again from its defaults.
 */
export interface FormReply {
  status?: 'success' | 'error';
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, readonly string[] | null | undefined> | null;
  /** Every field name the post carried. */
  fields?: readonly string[];
}

/** The browser side of a form: which fields were checked and what is shown for them. */
export interface FormState {
  /** Fields checked so far: only their messages show, and they are checked again as they change. */
  checked: Record<string, true>;
  /** The messages shown (dictionary keys) by field name; '' for the form's own. */
  errors: FieldErrors;
  /** Some value changed since the last check. */
  changed: boolean;
}

/** A field is first checked when it loses focus; once checked, again while typing ('input') or on leaving it after a change ('blur'). */
export type CheckMoment = 'blur' | 'input';

export const FRESH: FormState = { checked: {}, errors: {}, changed: false };

/** After running the rules for some fields: they count as checked, and the messages of all checked fields show. */
export function afterCheck(state: FormState, names: readonly string[], errors: FormReply['error']): FormState {
  const checked = { ...state.checked };
  for (const name of names) checked[name] = true;
  const shown: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) if (checked[name] && messages?.length) shown[name] = [...messages];
  return { checked, errors: shown, changed: false };
}

/**
 * After the action answered: every field posted counts as checked, and the action's messages
 * show; or the form starts afresh when the action asks for that (`initialValue: null`), with
 * only the form's own message.
 */
export function afterReply(state: FormState, reply: FormReply): FormState {
  if (reply.initialValue === null) {
    const own = reply.error?.[''];
    return own?.length ? { ...FRESH, errors: { '': [...own] } } : FRESH;
  }
  return afterCheck(state, [...(reply.fields ?? []), ...Object.keys(reply.error ?? {})], reply.error);
}

/** The state a form starts in: fresh, or showing the answer to the post that rendered the page. */
export function initialState(reply: FormReply | null | undefined): FormState {
  return reply ? afterReply(FRESH, reply) : FRESH;
}

/** Whether this event on this field runs the rules. */
export function shouldCheck(state: FormState, name: string, moment: CheckMoment, recheck: CheckMoment): boolean {
  if (!state.checked[name]) return moment === 'blur';
  return moment === recheck && (moment === 'input' || state.changed);
}

/**
 * After a field of the form lost focus or changed: its messages when the event checks it
 * (`errors` are the rules' answer for the whole form as it is now), else only the note that
 * a value changed.
 */
export function afterEvent(state: FormState, name: string, moment: CheckMoment, recheck: CheckMoment, errors: FieldErrors): FormState {
  if (shouldCheck(state, name, moment, recheck)) return afterCheck(state, [name], errors);
  if (moment === 'input' && !state.changed) return { ...state, changed: true };
  return state;
}

/** The text an input starts with: what was posted when the page answers a post, else its default. */
export function startValue(reply: FormReply | null | undefined, defaults: Record<string, string | undefined> | undefined, name: string): string | undefined {
  const value = (reply?.initialValue ?? defaults)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The first field, in the form's order, that has a message. */
export function firstInvalid<T extends { name?: string }>(elements: Iterable<T>, errors: FieldErrors): T | undefined {
  for (const element of elements) if (element.name && errors[element.name]) return element;
  return undefined;
}

/** Puts each named input of the form back to its default (or empty): the action asked for a fresh form. */
export function resetInputs(form: HTMLFormElement | null, names: readonly string[], defaults: Partial<Record<string, string>> | undefined): void {
  for (const name of names) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = defaults?.[name] ?? '';
  }
}

/** Moves focus to the first field of the form that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  firstInvalid(form.elements as Iterable<HTMLInputElement>, errors)?.focus();
}

export interface ValidatedFormOptions<Field extends string> {
  rules: FormRules<Field>;
  /** The action's answer to the last post, if any. */
  lastResult?: FormReply | null;
  /** What the inputs start with when the page does not answer a post. */
  defaultValue?: Partial<Record<Field, string>>;
  /** When a field that was checked is checked again: while typing (default), or on leaving it after a change. */
  recheck?: CheckMoment;
}
