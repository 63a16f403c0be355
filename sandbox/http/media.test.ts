import { describe, expect, it } from 'vitest';
import { call, sandboxForFile, signIn } from '../../tests/helpers/sandbox';

const { url: base } = await sandboxForFile();
const token = await signIn(base);

async function fetchBytes(path: string, withToken = true) {
  const response = await fetch(`${base}${path}`, { headers: withToken ? { authorization: `Bearer ${token}` } : {} });
  const data = Buffer.from(await response.arrayBuffer());
  return { response, data };
}

/** Checks a PDF's header, `startxref` → `xref`, and that every xref entry points at its object. */
function expectValidPdf(data: Buffer) {
  const text = data.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefOffset = Number(startxref![1]);
  expect(text.slice(xrefOffset, xrefOffset + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefOffset))!;
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(xrefOffset)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('media', () => {
  it('serves SVG images with a viewBox and the right headers, with or without a token', async () => {
    const portfolios = (await call(base, '/api/partner/categories', { token })).json.body.categories;
    for (const withToken of [true, false]) {
      const { response, data } = await fetchBytes(portfolios[0].coverLink, withToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(Number(response.headers.get('content-length'))).toBe(data.length);
      const svg = data.toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain('Inspection Drones');
    }
  });

  it('serves valid PDFs for product documents', async () => {
    const portfolios = (await call(base, '/api/partner/categories', { token })).json.body.categories;
    const document = portfolios[0].products[0].contentList[0].document;
    const { response, data } = await fetchBytes(document);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Number(response.headers.get('content-length'))).toBe(data.length);
    expectValidPdf(data);
  });

  it('serves every media path of the asset lists', async () => {
    for (const list of ['videos', 'documents', 'wiki-article', 'sales-flyers', 'product-images', 'branding-assets']) {
      const items = (await call(base, `/api/partner/${list}`, { token })).json.body;
      for (const item of items) {
        for (const path of [item.image, item.thumbnail, item.link, item.asset].filter((value: string) => value.startsWith('/media/'))) {
          const { response, data } = await fetchBytes(path);
          expect(response.status, path).toBe(200);
          if (path.endsWith('.pdf')) expectValidPdf(data);
        }
      }
    }
  }, 60_000);

  it('serves video files as MP4', async () => {
    const video = (await call(base, '/api/partner/videos', { token })).json.body.find((item: any) => item.type === 'Asset').video;
    const { response, data } = await fetchBytes(video);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(data.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(data.includes(Buffer.from('avcC'))).toBe(true);
  });

  it('refuses an invalid token, and answers 404 for unknown media', async () => {
    const invalid = await fetch(`${base}/media/products/x10.svg`, { headers: { authorization: 'Bearer nope' } });
    expect(invalid.status).toBe(401);
    expect((await fetchBytes('/media/products/unknown.svg')).response.status).toBe(404);
  });
});

describe('quick-link downloads', () => {
  it('answer a PDF attachment per locale', async () => {
    for (const locale of ['en', 'de', 'zh']) {
      const { response, data } = await fetchBytes(`/${locale}/download/5201`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="partner-handbook.pdf"');
      expectValidPdf(data);
    }
    expect((await fetchBytes('/en/download/1')).response.status).toBe(404);
  });
});

describe('price list', () => {
  it('is an HTML page without authentication', async () => {
    const response = await fetch(`${base}/pricelist`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<table>');
    expect(html).toContain('UT-450');
  });
});
