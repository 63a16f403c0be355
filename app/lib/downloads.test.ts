import { describe, expect, it } from 'vitest';
import { attachment, downloadHref, isDownloadAddress } from '~/lib/downloads';

describe('download links', () => {
  it("ask the portal's media for an attachment, and leave other addresses as they are", () => {
    expect(downloadHref('/partner/media/media/videos/x10.mp4')).toBe('/partner/media/media/videos/x10.mp4?download=1');
    expect(downloadHref('/partner/media/en/download/5201?v=2')).toBe('/partner/media/en/download/5201?v=2&download=1');
    expect(downloadHref('/partner/media/a.pdf#page=2')).toBe('/partner/media/a.pdf?download=1#page=2');
    expect(downloadHref('/partner/leads/export.csv?status=New')).toBe('/partner/leads/export.csv?status=New');
    expect(downloadHref('https://cdn.example/file.zip')).toBe('https://cdn.example/file.zip');
  });

  it('know the addresses of files downloaded from a page', () => {
    const url = (path: string) => new URL(path, 'https://portal.example');
    expect(isDownloadAddress(url('/partner/leads/export.csv?status=New'))).toBe(true);
    expect(isDownloadAddress(url('/partner/events/4003/ics'))).toBe(true);
    expect(isDownloadAddress(url('/partner/media/en/download/5201?download=1'))).toBe(true);
    expect(isDownloadAddress(url('/partner/media/en/download/5201'))).toBe(false);
    expect(isDownloadAddress(url('/partner/leads?status=New'))).toBe(false);
    expect(isDownloadAddress(url(`/partner/events/${'4'.repeat(100)}/ics`))).toBe(false);
  });

  it("make the provider's disposition an attachment, or name the file after its path", () => {
    expect(attachment('inline; filename="order-form.pdf"', '/en/download/5202')).toBe('attachment; filename="order-form.pdf"');
    expect(attachment('attachment; filename="a.pdf"', '/x/a.pdf')).toBe('attachment; filename="a.pdf"');
    expect(attachment(null, '/media/videos/x10-hull-climb.mp4')).toBe('attachment; filename="x10-hull-climb.mp4"');
    expect(attachment('form-data; name=x', '/media/videos/a b".mp4')).toBe('attachment; filename="a_b_.mp4"');
    expect(attachment(null, '/media/')).toBe('attachment; filename="download"');
  });
});
