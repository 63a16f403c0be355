import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import {
  afterCheck,
  afterEvent,
  afterReply,
  focusFirstInvalid,
  FRESH,
  initialState,
  resetInputs,
  startValue,
  type CheckMoment,
  type ValidatedFormOptions,
} from './form-state';
import { checkForm } from './rules';

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A form checked in the browser with the rules its action also runs. A field is checked when
 * it loses focus, then again as it changes; sending checks every field and, when one fails,
 * keeps the form from going and moves focus to the first field in error. The action's answer
 * (`lastResult`) shows its messages after a post. Without JavaScript the page renders the
 * answer itself: the messages and the values posted. The browser's own checks stay off
 * (`noValidate`), with or without JavaScript: the messages are the portal's.
 */
export function useValidatedForm<Field extends string>({ rules, lastResult, defaultValue, recheck = 'input' }: ValidatedFormOptions<Field>) {
  const id = useId();
  const [state, setState] = useState(() => initialState(lastResult));
  // The inputs are the browser's own (uncontrolled): they start from the page's first answer and keep what is typed.
  const [start] = useState(() => ({ lastResult, defaultValue }));
  const seen = useRef(lastResult);
  useBrowserLayoutEffect(() => {
    if (!lastResult || lastResult === seen.current) return;
    seen.current = lastResult;
    const form = document.getElementById(id) as HTMLFormElement | null;
    setState((current) => afterReply(current, lastResult));
    // A fresh form (a one-time code that was refused, say) starts from its defaults.
    if (lastResult.initialValue === null) resetInputs(form, Object.keys(rules), defaultValue);
    else if (form && lastResult.status === 'error') focusFirstInvalid(form, afterReply(FRESH, lastResult).errors);
  }, [lastResult]);
  const errorsIn = (form: HTMLFormElement) => checkForm(rules, Object.fromEntries(new FormData(form)));

  // Updates go through the current state: a blur and an input may come before React renders again.
  const onFieldEvent = (moment: CheckMoment) => (event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return; // a button or a link
    const errors = errorsIn(event.currentTarget);
    setState((current) => afterEvent(current, name, moment, recheck, errors));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const errors = errorsIn(form);
    setState((current) => afterCheck(current, Object.keys(rules), errors));
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      focusFirstInvalid(form, errors);
    }
  };

  const formError = state.errors['']?.[0];
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    /** The form's own message (dictionary key), not tied to a field. */
    error: formError,
    /** For the <Form> element. */
    props: {
      id,
      noValidate: true,
      onSubmit,
      onBlur: onFieldEvent('blur'),
      onInput: onFieldEvent('input'),
      'aria-describedby': formError ? errorId : undefined,
    },
    /** A field's ids, its message (dictionary key) and the props of its input; `describedBy` names a hint shown beside it. */
    field(name: Field, describedBy?: string) {
      const fieldId = `${id}-${name}`;
      const fieldErrorId = `${fieldId}-error`;
      const error = state.errors[name]?.[0];
      const value = startValue(start.lastResult, start.defaultValue, name);
      return {
        id: fieldId,
        errorId: fieldErrorId,
        error,
        input: {
          id: fieldId,
          name,
          form: id,
          // No key at all without a value: React would otherwise write value="" (on file inputs too).
          ...(value === undefined ? null : { defaultValue: value }),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldErrorId} ${describedBy ?? ''}`.trim() : describedBy,
        },
      };
    },
  };
}
