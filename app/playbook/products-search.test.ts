import { describe, expect, it } from 'vitest';
import { stripMarkup } from '~/lib/sanitize.server';
import { displayName, documentMatches, productMatches, splitFirstParagraph, type SearchableProduct } from '~/playbook/products';

const base: SearchableProduct = {
  id: '21',
  title: 'Magnetic crawler for tank walls',
  category: '2',
  document: '/media/documents/x10-datasheet.pdf',
  description: 'A crawler with a 4K camera and ultrasonic probes.',
  contentList: [
    { name: 'X10 Datasheet', document: '/media/documents/x10-datasheet.pdf' },
    { name: 'Operating Manual', document: '/media/documents/x10-manual.pdf' },
  ],
  model: 'CR-X10',
  name: 'X10',
  productImage: '/media/products/x10.svg',
  image: '/media/products/x10-detail.svg',
  coverLink: '/media/products/x10-cover.svg',
};

describe('productMatches (spec 5)', () => {
  it.each([
    ['id', '21'],
    ['title', 'tank walls'],
    ['category', '2'],
    ['document', 'x10-datasheet.pdf'],
    ['description', 'ULTRASONIC PROBES'],
    ['contentList', 'operating manual'],
    ['model', 'cr-x10'],
    ['name', 'x10'],
    ['productImage', 'x10.svg'],
    ['image', 'detail.svg'],
    ['coverLink', 'cover.svg'],
  ])('finds a product by its %s, case-insensitively', (_field, query) => {
    expect(productMatches(base, query)).toBe(true);
  });

  it('matches only the field that holds the text', () => {
    const only = (patch: Partial<SearchableProduct>) => ({
      ...base,
      id: null,
      title: '',
      category: null,
      document: null,
      description: '',
      contentList: [],
      model: '',
      name: '',
      productImage: null,
      image: null,
      coverLink: null,
      ...patch,
    });
    expect(productMatches(only({}), 'needle')).toBe(false);
    expect(productMatches(only({ coverLink: '/media/needle.svg' }), 'Needle')).toBe(true);
    expect(productMatches(only({ contentList: [{ name: 'The NEEDLE guide' }] }), 'needle')).toBe(true);
  });

  it('shows everything for an empty or blank query', () => {
    expect(productMatches(base, '')).toBe(true);
    expect(productMatches(base, '   ')).toBe(true);
  });

  it('does not match text that is in none of the fields', () => {
    expect(productMatches(base, 'borescope')).toBe(false);
  });

  it('ignores surrounding spaces in the query', () => {
    expect(productMatches(base, '  crawler ')).toBe(true);
  });
});

describe('documentMatches (spec 5: name or document)', () => {
  const doc = { name: 'Safety Instructions', document: '/media/documents/d200-safety.pdf' };
  it('matches by name or by document, case-insensitively', () => {
    expect(documentMatches(doc, 'safety INSTR')).toBe(true);
    expect(documentMatches(doc, 'd200-safety')).toBe(true);
    expect(documentMatches(doc, 'manual')).toBe(false);
    expect(documentMatches({ name: 'Manual', document: null }, 'pdf')).toBe(false);
  });
});

describe('displayName (spec 3)', () => {
  it('falls back from the name to the seofriendlyurl, then to none', () => {
    expect(displayName('Drone 200 Pro', 'drone-200-pro')).toBe('Drone 200 Pro');
    expect(displayName('  ', 'drone-200-pro')).toBe('drone-200-pro');
    expect(displayName('', '')).toBeNull();
  });
});

describe('splitFirstParagraph', () => {
  it('separates the first paragraph from the rest', () => {
    expect(splitFirstParagraph('<p>One.</p><p>Two.</p>', stripMarkup)).toEqual({ first: '<p>One.</p>', rest: '<p>Two.</p>' });
  });

  it('keeps a description of one paragraph whole, with nothing more to read', () => {
    expect(splitFirstParagraph('<p class="x">Only.</p>  ', stripMarkup)).toEqual({ first: '<p class="x">Only.</p>', rest: '' });
    expect(splitFirstParagraph('<p>Only.</p><p> &nbsp; </p>', stripMarkup)).toEqual({ first: '<p>Only.</p>', rest: '' });
    expect(splitFirstParagraph('<p>Only.</p><p>&#160;<br><span> </span></p><!-- note -->', stripMarkup)).toEqual({ first: '<p>Only.</p>', rest: '' });
    expect(splitFirstParagraph('<p>Only.</p><p><img src="/x.png" alt=""></p>', stripMarkup).rest).toBe('<p><img src="/x.png" alt=""></p>');
  });

  it('treats markup that does not start with a paragraph as one piece', () => {
    expect(splitFirstParagraph('Plain text', stripMarkup)).toEqual({ first: 'Plain text', rest: '' });
    expect(splitFirstParagraph('<ul><li>a</li></ul><p>b</p>', stripMarkup)).toEqual({ first: '<ul><li>a</li></ul><p>b</p>', rest: '' });
    expect(splitFirstParagraph('', stripMarkup)).toEqual({ first: '', rest: '' });
  });

  it('does not take <pre> for a paragraph', () => {
    expect(splitFirstParagraph('<pre>x</pre><p>y</p>', stripMarkup).rest).toBe('');
  });
});
