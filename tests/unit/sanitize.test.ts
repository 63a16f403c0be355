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
