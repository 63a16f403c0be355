import { PrefetchPageLinks, useLocation, useNavigate, useSubmit } from '@remix-run/react';
import { useEffect, useState, type AnchorHTMLAttributes, type FormHTMLAttributes } from 'react';

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

export function Link({ to, replace, preventScrollReset, prefetch, reloadDocument, ...anchor }: LinkProps) {
  const { pathname } = useLocation();
  return (
    <a
      {...anchor}
      href={linkHref(to, pathname)}
      data-nav={reloadDocument ? undefined : ''}
      data-replace={replace ? '' : undefined}
      data-keep-scroll={preventScrollReset ? '' : undefined}
      data-prefetch={prefetch === 'intent' ? '' : undefined}
    />
  );
}

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  method: 'get' | 'post';
  /** Always given: the handler does not guess where a form without one goes. */
  action: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

export function Form({ replace, preventScrollReset, ...form }: FormProps) {
  return <form {...form} data-nav="" data-replace={replace ? '' : undefined} data-keep-scroll={preventScrollReset ? '' : undefined} />;
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

function pathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
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
      const link = anchor && { href: anchor.href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') };
      if (!anchor || !link || !navigatesInPlace(event, link, window.location.origin)) return;
      event.preventDefault();
      const to = pathOf(anchor.href);
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // As Remix's <Link>: a link to the page being shown replaces its history entry.
      navigate(to, { replace: anchor.hasAttribute('data-replace') || to === here, preventScrollReset: anchor.hasAttribute('data-keep-scroll') });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-nav')) return;
      event.preventDefault();
      // The button that sent it carries its own name and value (the language menu's choices).
      const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
      submit(submitter ?? form, { replace: form.hasAttribute('data-replace'), preventScrollReset: form.hasAttribute('data-keep-scroll') });
    };
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-prefetch]') : null;
      if (anchor && new URL(anchor.href).origin === window.location.origin) setPrefetchPage(pathOf(anchor.href).split('#')[0]);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [navigate, submit]);

  return prefetchPage ? <PrefetchPageLinks page={prefetchPage} /> : null;
}
