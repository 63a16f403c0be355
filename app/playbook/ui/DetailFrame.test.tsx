import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '~/i18n/react';
import { BASE_PATH } from '~/lib/paths';
import playbookTexts from '~/locales/playbook/en.json';
import { BackLink, DetailUnavailable } from '~/playbook/ui/DetailFrame';

function render(element: ReactElement): string {
  return renderToStaticMarkup(
    <StaticRouter basename={BASE_PATH} location="/partner/playbook/3/31">
      <I18nProvider language="en" dictionary={{ playbook: playbookTexts }}>
        {element}
      </I18nProvider>
    </StaticRouter>,
  ).replaceAll(' data-discover="true"', '');
}

describe('the frame of the playbook detail screens', () => {
  it('leads back to the portfolio by its name, else to the playbook', () => {
    expect(render(<BackLink portfolio={{ href: '/playbook/air%2Fsea', name: 'Air' }} />)).toBe(
      '<p class="back-link"><a href="/partner/playbook/air%2Fsea"><span aria-hidden="true">← </span>Back to Air</a></p>',
    );
    expect(render(<BackLink portfolio={{ href: '/playbook/3', name: null }} />)).toContain('<a href="/partner/playbook/3">');
    expect(render(<BackLink />)).toBe(
      `<p class="back-link"><a href="/partner/playbook"><span aria-hidden="true">← </span>${playbookTexts.backToPlaybook}</a></p>`,
    );
  });

  it('says the playbook did not load under its title, or names what is not there, with the link back', () => {
    const error = render(<DetailUnavailable state="error" notFound="Product not found" />);
    expect(error).toContain(`<h1>${playbookTexts.title}</h1><p role="alert" class="error-text">${playbookTexts.loadError}</p>`);
    expect(error).not.toContain('Product not found');
    const missing = render(<DetailUnavailable state="notFound" notFound="Product not found" />);
    expect(missing).toMatch(/^<section class="page playbook"><h1>Product not found<\/h1><p class="back-link"><a href="\/partner\/playbook">/);
    expect(missing).not.toContain('role="alert"');
  });
});
