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
