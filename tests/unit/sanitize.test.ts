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
