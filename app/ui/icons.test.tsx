import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '~/ui/Icon';
import { ICON_CSS_END, ICON_CSS_START, ICON_SHEETS, ICONS, iconCss, iconRule, iconSvg, type IconName } from '~/ui/icon-shapes';
import { iconClass, withIconClass } from '~/ui/icons';

const names = Object.keys(ICONS) as IconName[];

/** The elements of an SVG document, or the parser's complaint. */
function svgElements(svg: string): string[] {
  const open: string[] = [];
  const seen: string[] = [];
  let error: Error | null = null;
  const parser = new Parser(
    {
      onopentag: (name) => {
        open.push(name);
        seen.push(name);
      },
      onclosetag: (name) => {
        if (open.pop() !== name) error = new Error(`unbalanced </${name}>`);
      },
      onerror: (err) => {
        error = err;
      },
    },
    { xmlMode: true },
  );
  parser.write(svg);
  parser.end();
  if (error) throw error;
  expect(open).toEqual([]);
  return seen;
}

describe('icons', () => {
  it.each(ICON_SHEETS)('%s.css carries exactly the icon rules written from the shapes (node scripts/icons-css.mjs)', (sheet) => {
    const css = readFileSync(`app/styles/${sheet}.css`, 'utf8');
    const start = css.indexOf(ICON_CSS_START);
    const end = css.indexOf(ICON_CSS_END);
    expect(start).toBeGreaterThan(-1);
    expect(css.slice(start, end + ICON_CSS_END.length)).toBe(iconCss(sheet));
  });

  it('puts each shape in one sheet only, and the shared rules in app.css alone', () => {
    for (const name of names) {
      const holders = ICON_SHEETS.filter((sheet) => iconCss(sheet).includes(`.icon--${name} {`));
      expect(holders, name).toHaveLength(1);
    }
    expect(iconCss('app')).toContain('.with-icon::before');
    expect(iconCss('dashboard')).not.toContain('.with-icon::before');
  });

  it.each(names)('%s is a well-formed 24-unit SVG whose data URL survives CSS', (name) => {
    const svg = iconSvg(ICONS[name]);
    const elements = svgElements(svg);
    expect(elements[0]).toBe('svg');
    expect(elements.length).toBeGreaterThan(1);
    expect(svg).toContain("viewBox='0 0 24 24'");
    const rule = iconRule(name);
    const url = /url\("data:image\/svg\+xml,([^"]*)"\)/.exec(rule)?.[1];
    expect(url).toBeDefined();
    expect(url).not.toMatch(/[<>#"]/);
    expect(decodeURIComponent(url!)).toBe(svg);
  });

  it('outlines are stroked with the given width and filled shapes are not stroked', () => {
    expect(iconSvg({ body: '<path/>' })).toContain("stroke-width='2'");
    expect(iconSvg({ body: '<path/>', stroke: 1.5 })).toContain("stroke-width='1.5'");
    const filled = iconSvg({ body: '<path/>', stroke: 0 });
    expect(filled).toContain("fill='#000'");
    expect(filled).not.toContain('stroke');
  });

  it('renders one hidden element with its shape and size classes', () => {
    expect(renderToStaticMarkup(<Icon name="download" />)).toBe('<span class="icon icon--download" aria-hidden="true"></span>');
    expect(renderToStaticMarkup(<Icon name="image" size={40} className="extra" />)).toBe(
      '<span class="icon icon--image icon--40 extra" aria-hidden="true"></span>',
    );
    expect(iconClass('search')).toBe('icon icon--search');
  });

  it("draws an icon before a host element's content with classes alone", () => {
    expect(withIconClass('download', 18)).toBe('with-icon icon--download icon--18');
    expect(withIconClass('next')).toBe('with-icon icon--next');
    expect(iconCss()).toContain(".with-icon::before { content: ''");
  });

  it('every size class but the default has a rule', () => {
    for (const size of [18, 22, 28, 40, 48] as const) expect(iconCss()).toContain(`.icon--${size} { --icon-size: ${size}px; }`);
    expect(iconCss()).not.toContain('.icon--20 ');
  });
});
