import { Form, useSearchParams, useSubmit } from 'react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/react';
import { MAX_SEARCH_LENGTH, searchParam, urlState } from '~/lib/url-state';
import { useStateFormAction } from '~/forms/state-action';

interface SearchBoxProps {
  /** URL parameter holding the text. */
  name?: string;
  label: string;
  placeholder?: string;
  /** Parameters to keep (view, sort, ...); `page` is always dropped so the search starts on page 1. */
  keep?: string[];
  /** The text must not be blank: a blank search is not sent (typed or submitted), as the header's. */
  required?: boolean;
}

/**
 * A GET search form over URL state. Without JavaScript it submits on Enter or the button;
 * with it, the list filters while the partner types (debounced, replacing history).
 */
export function SearchBox({ name = 'q', label, placeholder, keep = [], required = false }: SearchBoxProps) {
  const [params] = useSearchParams();
  const action = useStateFormAction();
  const state = urlState(params);
  const submit = useSubmit();
  const { t } = useTranslation('common');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const value = searchParam(params, name);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (inputRef.current && document.activeElement !== inputRef.current) inputRef.current.value = value;
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="search-form"
      preventScrollReset
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        if (!form.checkValidity()) return;
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
      }}
      // Enter or the button sends the text now: the typing's pending send would come after it
      // and undo a link followed in between.
      onSubmit={() => clearTimeout(timer.current)}
    >
      {keep.map((key) => {
        const kept = state.get(key);
        return kept ? <input key={key} type="hidden" name={key} value={kept} /> : null;
      })}
      <label className="visually-hidden" htmlFor={`search-${name}`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`search-${name}`}
        type="search"
        name={name}
        defaultValue={value}
        placeholder={placeholder ?? label}
        maxLength={MAX_SEARCH_LENGTH}
        {...(required ? { required: true, pattern: '.*\\S.*' } : null)}
      />
      <button type="submit" className="button">
        {t('search')}
      </button>
    </Form>
  );
}
