import { describe, expect, it } from 'vitest';
import { sanitizeHtml, stripMarkup } from '~/lib/sanitize.server';

describe('stripMarkup (hit titles, descriptions in cards and tables)', () => {
  it('removes highlight and other tags, keeping the text', () => {
    expect(stripMarkup('<em>Drone</em> 200 Pro')).toBe('Drone 200 Pro');
    expect(stripMarkup('Inspection <em>Drone</em>s')).toBe('Inspection Drones');
    expect(stripMarkup('<p>One</p><p>Two</p>')).toBe('One Two');
    expect(stripMarkup('<p>One</p> <p>Two</p>')).toBe('One Two');
  });

  it('drops scripts and their content, and never leaves a tag behind', () => {
    const text = stripMarkup('Safe<script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style> text');
    expect(text).toBe('Safe text');
    expect(stripMarkup('"><iframe src="javascript:alert(1)"></iframe>')).toBe('">');
  });

  it('decodes entities once and folds white space', () => {
    expect(stripMarkup('Fish &amp; Chips&nbsp;&lt;b&gt;')).toBe('Fish & Chips <b>');
    expect(stripMarkup('  a \n\t b  ')).toBe('a b');
    expect(stripMarkup('&amp;lt;')).toBe('&lt;');
  });

  it('answers empty text for nothing', () => {
    expect(stripMarkup(null)).toBe('');
    expect(stripMarkup(undefined)).toBe('');
    expect(stripMarkup('')).toBe('');
  });
});

describe('sanitizeHtml (news and hit descriptions)', () => {
  it('keeps text markup and removes active content and frames', () => {
    const clean = sanitizeHtml(
      '<p>Hi <strong>there</strong><script>alert(1)</script><iframe src="https://www.youtube.com/embed/x"></iframe><a href="javascript:alert(1)" onclick="x">l</a></p>',
    );
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).not.toMatch(/script|iframe|javascript:|onclick/i);
  });
});
