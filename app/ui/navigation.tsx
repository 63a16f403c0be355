import { PrefetchPageLinks, useLocation, useNavigate, useSubmit } from '@remix-run/react';
import { createElement, useEffect, useState, type AnchorHTMLAttributes, type FormHTMLAttributes } from 'react';

/*
 * In-portal links and shell forms as plain HTML, with one client-side handler for them all.
 *
 * Remix's <Link> and <Form> resolve their paths through the router on every server render,
 * several microseconds each; a signed-in page has dozens of them. These paths are already
 * absolute (or a query on the current page), so the markup is written as is. Without
 * JavaScript the browser follows the link or posts the form; with it, `NavigationHandler` in
 * the root turns the click or the submit into a client navigation, as Remix's would.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, or a query (`?page=2`) on the current page. */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  /** 'intent': the page's code and data are fetched when the pointer or focus reaches it. */
  prefetch?: 'intent' | 'none';
  /** A full document load (the browser's own navigation), with or without JavaScript. */
  reloadDocument?: boolean;
}

/** Where a link's `to` leads from the current path (a query stays on the page). */
export function linkHref(to: string, pathname: string): string {
  return to.startsWith('?') || to.startsWith('#') ? `${pathname}${to === '?' ? '' : to}` : to;
}

/** The props `Link` and `Form` read themselves; the rest go to the element. */
const LINK_OWN = new Set(['to', 'replace', 'preventScrollReset', 'prefetch', 'reloadDocument']);
const FORM_OWN = new Set(['replace', 'preventScrollReset']);

/**
 * The element's props, without the component's own, copied in a loop: object rest and spread
 * (`{ to, ...anchor }`, `<a {...anchor}>`) took about four times as long to render a link
 * (measured: 5.3 µs against 1.2 µs), and a table has dozens of them.
 */
function attributesOf(props: object, own: ReadonlySet<string>): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!own.has(key)) attributes[key] = props[key as keyof typeof props];
  return attributes;
}

export function Link(props: LinkProps) {
  const { pathname } = useLocation();
  const anchor = attributesOf(props, LINK_OWN);
  anchor.href = linkHref(props.to, pathname);
  if (!props.reloadDocument) anchor['data-nav'] = '';
  if (props.replace) anchor['data-replace'] = '';
  if (props.preventScrollReset) anchor['data-keep-scroll'] = '';
  if (props.prefetch === 'intent') anchor['data-prefetch'] = '';
  return createElement('a', anchor);
}

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  method: 'get' | 'post';
  /** Always given: the handler does not guess where a form without one goes. */
  action: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

export function Form(props: FormProps) {
  const form = attributesOf(props, FORM_OWN);
  form['data-nav'] = '';
  if (props.replace) form['data-replace'] = '';
  if (props.preventScrollReset) form['data-keep-scroll'] = '';
  return createElement('form', form);
}

export interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

export interface ClickedLink {
  /** The anchor's resolved address. */
  href: string;
  target: string | null;
  download: boolean;
}

/**
 * Whether a click on a `Link` becomes a client navigation: a plain left click on a link of this
 * site that opens in the same tab. Anything else (a new tab, a download, a handler of the page
 * that already took the click) is left to the browser or to that handler.
 */
export function navigatesInPlace(click: Click, link: ClickedLink, origin: string): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return false;
  if (link.download || (link.target && link.target !== '_self')) return false;
  return new URL(link.href).origin === origin;
}

/**
 * Rendered once in the root: clicks on `Link`s, submits of `Form`s and intent prefetching.
 * A handler of the page that prevented the default (a modal opening in place) wins.
 */
export function NavigationHandler() {
  const navigate = useNavigate();
  const submit = useSubmit();
  const [prefetchPage, setPrefetchPage] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-nav]') : null;
      if (!anchor || !navigatesInPlace(event, { href: anchor.href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') }, location.origin)) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      // As Remix's <Link>: a link to the page being shown replaces its history entry.
      const here = location.pathname + location.search + location.hash;
      navigate(to, { replace: anchor.hasAttribute('data-replace') || to === here, preventScrollReset: anchor.hasAttribute('data-keep-scroll') });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-nav')) return;
      event.preventDefault();
      // The button that sent it (always a button or an input) carries its own name and value.
      submit((event.submitter as HTMLButtonElement | null) ?? form, { replace: form.hasAttribute('data-replace'), preventScrollReset: form.hasAttribute('data-keep-scroll') });
    };
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-prefetch]') : null;
      if (anchor && anchor.origin === location.origin) setPrefetchPage(anchor.pathname + anchor.search);
    };
    const listening = new AbortController();
    const options = { signal: listening.signal };
    document.addEventListener('click', onClick, options);
    document.addEventListener('submit', onSubmit, options);
    document.addEventListener('mouseover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => listening.abort();
  }, [navigate, submit]);

  return prefetchPage ? <PrefetchPageLinks page={prefetchPage} /> : null;
}
