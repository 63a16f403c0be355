import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { Form, Link, linkHref, navigatesInPlace, type Click } from '~/ui/navigation';

const plainClick: Click = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
const ORIGIN = 'https://portal.example';
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({ href, target: extra.target ?? null, download: extra.download ?? false });

describe('linkHref', () => {
  it('keeps absolute paths and puts a query or fragment on the current path', () => {
    expect(linkHref('/partner/leads', '/partner/dashboard')).toBe('/partner/leads');
    expect(linkHref('?page=2', '/partner/news')).toBe('/partner/news?page=2');
    expect(linkHref('#top', '/partner/news')).toBe('/partner/news#top');
    // An empty query is the page without one.
    expect(linkHref('?', '/partner/leads')).toBe('/partner/leads');
  });
});

describe('navigatesInPlace', () => {
  it('takes a plain left click on a link of this site', () => {
    expect(navigatesInPlace(plainClick, link(`${ORIGIN}/partner/leads`), ORIGIN)).toBe(true);
    expect(navigatesInPlace(plainClick, link(`${ORIGIN}/partner/leads`, { target: '_self' }), ORIGIN)).toBe(true);
  });

  it.each([
    ['a handler that took the click', { defaultPrevented: true }],
    ['a middle click', { button: 1 }],
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
  ])('leaves %s to the browser', (_name, change) => {
    expect(navigatesInPlace({ ...plainClick, ...change }, link(`${ORIGIN}/partner/leads`), ORIGIN)).toBe(false);
  });

  it('leaves new tabs, downloads and other sites to the browser', () => {
    expect(navigatesInPlace(plainClick, link(`${ORIGIN}/partner/leads`, { target: '_blank' }), ORIGIN)).toBe(false);
    expect(navigatesInPlace(plainClick, link(`${ORIGIN}/partner/leads/export.csv`, { download: true }), ORIGIN)).toBe(false);
    expect(navigatesInPlace(plainClick, link('https://elsewhere.example/partner/leads'), ORIGIN)).toBe(false);
  });
});

function renderAt(path: string, element: JSX.Element): string {
  return renderToString(<StaticRouter location={path}>{element}</StaticRouter>);
}

describe('Link and Form markup', () => {
  it('writes plain anchors the browser can follow, with what the handler needs', () => {
    const html = renderAt(
      '/partner/leads',
      <>
        <Link to="?sort=name" replace preventScrollReset className="sort-link">
          Name
        </Link>
        <Link to="/partner/dashboard" prefetch="intent">
          Dashboard
        </Link>
        <Link to="/partner/support?new=1" reloadDocument>
          New ticket
        </Link>
      </>,
    );
    expect(html).toContain('<a class="sort-link" href="/partner/leads?sort=name" data-nav="" data-replace="" data-keep-scroll="">Name</a>');
    expect(html).toContain('<a href="/partner/dashboard" data-nav="" data-prefetch="">Dashboard</a>');
    expect(html).toContain('<a href="/partner/support?new=1">New ticket</a>');
  });

  it('writes a plain form with its action', () => {
    const html = renderAt(
      '/partner/leads',
      <Form method="post" action="/partner/preferences" className="form--inline">
        <button type="submit">Go</button>
      </Form>,
    );
    expect(html).toContain('<form method="post" action="/partner/preferences" class="form--inline" data-nav="">');
  });
});
