import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BASE_PATH, isPortalScreen } from '~/lib/paths';
import { CmsLink } from '~/ui/CmsLink';

describe('isPortalScreen', () => {
  it('takes the portal screens, with their queries, fragments and deeper paths', () => {
    for (const href of [
      '/partner/dashboard',
      '/partner/playbook/1/11',
      '/partner/leads?status=New',
      '/partner/pricelist#top',
      '/partner/assets/videos-tutorials',
    ]) {
      expect(isPortalScreen(href), href).toBe(true);
    }
  });

  it('leaves out files, actions, other prefixes and other sites', () => {
    for (const href of [
      '/partner/media/media/documents/ut-450-datasheet.pdf',
      '/partner/events/3/ics',
      '/partner/leads/export.csv',
      '/partner/signout',
      '/partner/pin',
      '/partner/preferences',
      '/partner',
      '/partnership/dashboard',
      '/dashboard',
      'https://example.com/partner/dashboard',
    ]) {
      expect(isPortalScreen(href), href).toBe(false);
    }
  });
});

function render(element: ReactElement) {
  return renderToStaticMarkup(
    <StaticRouter basename={BASE_PATH} location="/partner/dashboard">
      {element}
    </StaticRouter>,
  );
}

describe('CmsLink', () => {
  // The router's Link marks its anchors (data-discover); a plain anchor has no such mark.
  it('links a portal screen in this tab through the router', () => {
    const html = render(
      <CmsLink href="/partner/playbook/1/11" external={false} newTabForFiles>
        Product
      </CmsLink>,
    );
    expect(html).toBe('<a href="/partner/playbook/1/11" data-discover="true">Product</a>');
  });

  it('opens another site in a new tab, and a file in a new tab only when asked', () => {
    expect(
      render(
        <CmsLink href="https://example.com/x" external>
          Site
        </CmsLink>,
      ),
    ).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">Site</a>');
    const file = '/partner/media/media/documents/a.pdf';
    expect(
      render(
        <CmsLink href={file} external={false}>
          File
        </CmsLink>,
      ),
    ).toBe(`<a href="${file}">File</a>`);
    expect(
      render(
        <CmsLink href={file} external={false} newTabForFiles>
          File
        </CmsLink>,
      ),
    ).toBe(`<a href="${file}" target="_blank" rel="noopener noreferrer">File</a>`);
  });
});
