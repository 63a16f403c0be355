import { describe, expect, it } from 'vitest';
import { openDocument } from '~/ui/open-document';

const datasheet = '/partner/media/media/documents/ut-450-datasheet.pdf';

describe('openDocument: the one document the viewer address opens', () => {
  const pinned = [
    { href: '/partner/media/media/documents/drone-200-pro-datasheet.pdf', title: 'Drone 200 Pro' },
    { href: datasheet, title: 'UT-450' },
    null,
    { href: datasheet, title: 'UT-450 – Datasheet' },
  ];

  it('is the first of the documents linked to that address, once however often it is linked', () => {
    expect(openDocument(pinned, datasheet)).toEqual({ href: datasheet, title: 'UT-450' });
  });

  it('is none for an address the page does not link to, or without one', () => {
    expect(openDocument(pinned, '/partner/media/other.pdf')).toBeNull();
    expect(openDocument(pinned, null)).toBeNull();
    expect(openDocument(pinned, '')).toBeNull();
    expect(openDocument([], datasheet)).toBeNull();
  });
});
