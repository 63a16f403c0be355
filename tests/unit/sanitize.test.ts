import { describe, expect, it } from 'vitest';
import { sanitizeHtml, stripMarkup } from '~/lib/sanitize.server';

describe('stripMarkup', () => {
  it('reads plain text the same with or without the parser', () => {
    for (const [plain, marked] of [
      ['Drone  200\u00a0Pro "X" it\'s > 3', '<b>Drone</b>  200&nbsp;Pro &quot;X&quot; it&#39;s &gt; 3'],
      ['  spaced\n\tout  ', '<p>  spaced</p>\n\t<span>out</span>  '],
    ]) {
      expect(stripMarkup(plain)).toBe(stripMarkup(marked));
    }
    expect(stripMarkup('Drone  200\u00a0Pro "X" it\'s > 3')).toBe('Drone 200 Pro "X" it\'s > 3');
  });

  it('drops scripts and tags, keeps text, and answers the same the second time', () => {
    const hostile = '<img src=x onerror=alert(1)>Safe <script>alert(1)</script>&amp; sound';
    expect(stripMarkup(hostile)).toBe('Safe & sound');
    expect(stripMarkup(hostile)).toBe('Safe & sound');
    expect(stripMarkup(null)).toBe('');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting and drops active content, the same from its cache', () => {
    const html = '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a> <strong>you</strong></p><script>alert(1)</script>';
    const first = sanitizeHtml(html);
    expect(first).toBe('<p>Hi <a>there</a> <strong>you</strong></p>');
    expect(sanitizeHtml(html)).toBe(first);
  });
});

describe('sanitizeHtml with hostile CMS markup', () => {
  it.each([
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', '<img alt="a" />'],
    ['<svg><script>alert(1)</script><text>t</text></svg>ok', 'ok'],
    ['<iframe src="https://evil.example">inside</iframe><style>body{}</style>ok', 'ok'],
    ['<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['<p style="position:fixed" id="main" data-x="1" class="lead">t</p>', '<p class="lead">t</p>'],
  ])('%s', (hostile, clean) => {
    expect(sanitizeHtml(hostile)).toBe(clean);
  });

  it('keeps links to the site, mail and phone, and cuts the way back from a new tab', () => {
    expect(sanitizeHtml('<a href="/partner/leads">a</a><a href="mailto:x@y.z">b</a><a href="tel:+4912">c</a><a href="#top">d</a>')).toBe(
      '<a href="/partner/leads">a</a><a href="mailto:x@y.z">b</a><a href="tel:+4912">c</a><a href="#top">d</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
});

/**
 * GHSA-jxwj-j7wr-gfrw (sanitize-html ≤ 2.17.5): the text of a raw-text element (textarea,
 * xmp), when that element is allowed, is re-emitted unescaped; inside svg or math a browser
 * parses it again as markup, and `</textarea/>` closes it early. Decision 020: our allow-list
 * has none of these elements; the payloads of that kind come out inert, and the text of a
 * disallowed raw-text element is dropped with it, as the library's own default list does.
 */
describe('sanitizeHtml against raw-text payloads (GHSA-jxwj-j7wr-gfrw)', () => {
  const payloads = [
    '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
    '<math><xmp><img src=x onerror=alert(1)></xmp></math>',
    '<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>',
    '<textarea></textarea/><img src=x onerror="alert(document.domain)">',
    '<xmp></xmp/><img src=x onerror="alert(document.domain)">',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<p>before</p><svg><p><textarea>&lt;img src=x onerror=alert(1)&gt;</textarea></svg>',
  ];

  it.each(payloads)('%s comes out without markup, handler or its text', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<(img|svg|math|textarea|xmp)/i);
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('alert');
    expect(stripMarkup(payload)).not.toContain('onerror');
  });

  it('keeps the text around such an element', () => {
    expect(sanitizeHtml('<p>before</p><xmp><b>x</b></xmp><p>after</p>')).toBe('<p>before</p><p>after</p>');
  });
});

describe('sanitizeHtml fits CMS headings into the page outline', () => {
  const levels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

  it('moves the highest headings to the level given, the rest below it', () => {
    const html = sanitizeHtml('<h4>Support</h4><p>a</p><h5>Mail</h5><h4>Legal</h4>', 2);
    expect(html).toBe('<h2>Support</h2><p>a</p><h3>Mail</h3><h2>Legal</h2>');
    expect(levels(sanitizeHtml('<h1>Title</h1><h2>Part</h2>', 3))).toEqual([3, 4]);
  });

  it('never skips a level, never goes above the level given nor beyond h6', () => {
    expect(levels(sanitizeHtml('<h2>A</h2><h5>B</h5><h6>C</h6><h3>D</h3>', 2))).toEqual([2, 3, 4, 3]);
    expect(levels(sanitizeHtml('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5>', 4))).toEqual([4, 5, 6, 6, 6]);
    // A first heading of lower rank than a later one still may not skip below the level given.
    expect(levels(sanitizeHtml('<h3>A</h3><h2>B</h2><h3>C</h3>', 2))).toEqual([2, 2, 3]);
  });

  it('closes each heading with its own new level, nested or not, attributes kept', () => {
    expect(sanitizeHtml('<h3 class="x">A <em>b</em></h3><h4>C</h4>', 3)).toBe('<h3 class="x">A <em>b</em></h3><h4>C</h4>');
    expect(sanitizeHtml('<h5>A</h5><h6>B</h6>', 2)).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('leaves text that only looks like a heading alone', () => {
    expect(sanitizeHtml('<p>&lt;h4&gt; is a tag; <code>h4</code></p><header>x</header>', 2)).toBe('<p>&lt;h4&gt; is a tag; <code>h4</code></p>x');
  });
});
