import { describe, expect, it } from 'vitest';
import { isDocumentRequest } from '~/lib/document-request';

const request = (headers: Record<string, string>) => new Request('http://portal.test/partner/media/docs/a.pdf', { headers });

describe('isDocumentRequest', () => {
  it('is a link followed or an address opened in a tab', () => {
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html,*/*;q=0.8' }))).toBe(true);
    // A browser without fetch metadata: by what it accepts.
    expect(isDocumentRequest(request({ accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }))).toBe(true);
  });

  it('is not a frame, an image, a player, a script or a client that does not ask for HTML', () => {
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', accept: 'text/html' }))).toBe(false);
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', accept: 'image/avif,*/*' }))).toBe(false);
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: 'text/html' }))).toBe(false);
    expect(isDocumentRequest(request({ accept: 'application/pdf' }))).toBe(false);
    expect(isDocumentRequest(request({ accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request({}))).toBe(false);
    expect(isDocumentRequest(request({ accept: `${'x,'.repeat(600)}text/html` }))).toBe(false);
  });
});
