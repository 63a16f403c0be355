import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isInSection, SectionLink } from '~/shell/SectionLink';

describe('isInSection', () => {
  it.each([
    ['/leads', '/leads', true],
    ['/leads/', '/leads', true],
    ['/playbook/3/31', '/playbook', true],
    ['/Playbook/3', '/playbook', true],
    ['/playbooks', '/playbook', false],
    ['/dashboard', '/leads', false],
    ['/', '/dashboard', false],
  ])('%s is in %s: %s', (pathname, section, inside) => {
    expect(isInSection(pathname, section)).toBe(inside);
  });
});

/** The menu link to `section` as drawn on the page at `address`. */
function linkOn(address: string, section: string): string {
  return renderToStaticMarkup(
    <StaticRouter location={address}>
      <SectionLink to={section} className={(current) => (current ? 'link link--current' : 'link')}>
        Section
      </SectionLink>
    </StaticRouter>,
  );
}

describe('SectionLink', () => {
  it('marks the section of the page on screen, its own pages included', () => {
    expect(linkOn('/playbook/3/31', '/playbook')).toMatch(/<a [^>]*class="link link--current"[^>]*aria-current="page"/);
    expect(linkOn('/playbook', '/playbook')).toContain('aria-current="page"');
  });

  it('leaves the other sections unmarked', () => {
    const html = linkOn('/leads', '/playbook');
    expect(html).toContain('class="link"');
    expect(html).not.toContain('aria-current');
    expect(html).toContain('href="/playbook"');
  });
});
