import { Form, useLocation, useNavigation, useNavigationType, useSearchParams, useSubmit } from 'react-router';
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
 * with it, the list filters while the partner types (debounced). A run of typing makes one
 * history entry: its first send adds one, the next ones replace it, so Back goes to the list as
 * it was before the typing. When the address changes by anything else (Back, Forward, a link),
 * the box shows the address's text, focused or not; but text typed while a link's page was on
 * its way, which that link did not change (a sort, a filter), stays and is sent on top of it.
 */
export function SearchBox({ name = 'q', label, placeholder, keep = [], required = false }: SearchBoxProps) {
  const [params] = useSearchParams();
  const action = useStateFormAction();
  const state = urlState(params);
  const submit = useSubmit();
  const { t } = useTranslation('common');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const value = searchParam(params, name);
  const inputRef = useRef<HTMLInputElement>(null);
  const { key } = useLocation();
  /** The text of the typing's send under way, until its address is shown. */
  const sending = useRef<string | null>(null);
  /** The history entry the typing made, which its next sends replace. */
  const typingEntry = useRef<string | null>(null);
  const currentEntry = useRef(key);
  /** A screen is on its way: a send now would cancel it, unless it is the typing's own. */
  const navigationState = useNavigation().state;
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = navigationState !== 'idle';
  }, [navigationState]);
  const navigationType = useNavigationType();
  /** Typed and not sent yet. */
  const unsent = useRef(false);
  /** The address's text the box last followed. */
  const followed = useRef(value);

  useEffect(() => {
    currentEntry.current = key;
    if (sending.current !== null && sending.current === value) {
      // The typing's own send: what has been typed since stays as it is.
      typingEntry.current = key;
    } else {
      typingEntry.current = null;
      // Typing that went on while a link's page loaded, and that the link left alone, is the
      // partner's latest word: it stays, and its send (waiting for that page) follows.
      const typedOver = unsent.current && navigationType !== 'POP' && value === followed.current;
      if (!typedOver) {
        clearTimeout(timer.current);
        unsent.current = false;
        if (inputRef.current) inputRef.current.value = value;
      }
    }
    followed.current = value;
    sending.current = null;
  }, [key, value, navigationType]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sendSoon = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (navigating.current && sending.current === null) {
        sendSoon(form);
        return;
      }
      unsent.current = false;
      // As the address will give it back (trimmed, cut).
      sending.current = searchParam(new URLSearchParams([[name, String(new FormData(form).get(name) ?? '')]]), name);
      void submit(form, { replace: typingEntry.current === currentEntry.current, preventScrollReset: true });
    }, 250);
  };

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
        unsent.current = form.checkValidity();
        if (unsent.current) sendSoon(form);
      }}
      // Enter or the button sends the text now: the typing's pending send would come after it
      // and undo a link followed in between.
      onSubmit={() => {
        clearTimeout(timer.current);
        unsent.current = false;
      }}
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
        // The address holds the text: a browser restoring what was typed on Back would show a
        // search the list does not.
        autoComplete="off"
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
