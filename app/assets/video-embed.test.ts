import { describe, expect, it } from 'vitest';
import { VIDEO_FRAME_ORIGINS, allowedPlayerUrl, firstIframeAttributes, videoEmbedSrc } from '~/assets/video-embed';

const embed = (src: string, extra = '') => `<iframe width="560" height="315" src="${src}" title="A video" frameborder="0" ${extra} allowfullscreen></iframe>`;

describe('videoEmbedSrc: only https players of allowed hosts', () => {
  it.each([
    'https://www.youtube-nocookie.com/embed/LlvdSm2GTaT',
    'https://youtube-nocookie.com/embed/LlvdSm2GTaT',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
  ])('takes %s from embed markup', (src) => {
    expect(videoEmbedSrc(embed(src))).toBe(src);
  });

  it('keeps the query, drops a fragment and lower-cases the host', () => {
    expect(videoEmbedSrc(embed('https://WWW.YouTube.com/embed/abc_DEF-123?rel=0&amp;start=10#x'))).toBe(
      'https://www.youtube.com/embed/abc_DEF-123?rel=0&start=10',
    );
  });

  it('accepts a bare player address and a protocol-relative one', () => {
    expect(videoEmbedSrc('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(videoEmbedSrc(embed('//www.youtube.com/embed/abc'))).toBe('https://www.youtube.com/embed/abc');
  });

  it.each([
    ['plain http', embed('http://www.youtube.com/embed/abc')],
    ['another host', embed('https://evil.example/embed/abc')],
    ['a look-alike host', embed('https://www.youtube.com.evil.example/embed/abc')],
    ['a suffix host', embed('https://notyoutube.com/embed/abc')],
    ['credentials', embed('https://user:pw@www.youtube.com/embed/abc')],
    ['a port', embed('https://www.youtube.com:8443/embed/abc')],
    ['a non-player path', embed('https://www.youtube.com/redirect?q=https://evil.example')],
    ['a watch page', embed('https://www.youtube.com/watch?v=abc')],
    ['a vimeo page that is not the player', embed('https://player.vimeo.com/api/player.js')],
    ['javascript:', embed('javascript:alert(1)')],
    ['an entity-encoded javascript:', embed('&#106;avascript:alert(1)')],
    ['data:', embed('data:text/html,<script>alert(1)</script>')],
    ['a traversal', embed('https://www.youtube.com/embed/../../evil')],
  ])('refuses %s', (_label, markup) => {
    expect(videoEmbedSrc(markup)).toBeNull();
  });

  it('reads src only from the iframe itself, never from data-src or another attribute value', () => {
    expect(videoEmbedSrc('<iframe data-src="https://www.youtube.com/embed/abc"></iframe>')).toBeNull();
    expect(videoEmbedSrc(`<iframe title=" src='https://www.youtube.com/embed/abc'" src="https://evil.example/x"></iframe>`)).toBeNull();
    expect(videoEmbedSrc(`<iframe src="https://www.youtube.com/embed/first" src="https://www.youtube.com/embed/second"></iframe>`)).toBe(
      'https://www.youtube.com/embed/first',
    );
    expect(videoEmbedSrc(`<div src="https://www.youtube.com/embed/abc"></div>`)).toBeNull();
  });

  it('ignores everything else in the markup (event handlers, scripts, break-outs)', () => {
    const hostile = `<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)" srcdoc="<script>alert(1)</script>"></iframe><script>alert(2)</script>`;
    expect(videoEmbedSrc(hostile)).toBe('https://www.youtube.com/embed/abc');
    expect(videoEmbedSrc(`${embed('https://www.youtube.com/embed/abc')}"><img src=x onerror=alert(1)>`)).toBe('https://www.youtube.com/embed/abc');
    expect(videoEmbedSrc('<iframe src="https://www.youtube.com/embed/abc" onload="x"')).toBeNull();
    expect(videoEmbedSrc('<iframe src="https://www.youtube.com/embed/abc>')).toBeNull();
  });

  it('reads unquoted and single-quoted values', () => {
    expect(videoEmbedSrc('<IFRAME SRC=https://www.youtube.com/embed/abc allowfullscreen>')).toBe('https://www.youtube.com/embed/abc');
    expect(videoEmbedSrc("<iframe src='https://player.vimeo.com/video/9'></iframe>")).toBe('https://player.vimeo.com/video/9');
  });

  it('answers null for nothing, a file path or plain text', () => {
    expect(videoEmbedSrc(null)).toBeNull();
    expect(videoEmbedSrc('')).toBeNull();
    expect(videoEmbedSrc('/media/videos/a.mp4')).toBeNull();
    expect(videoEmbedSrc('just text')).toBeNull();
    expect(allowedPlayerUrl('https://www.youtube.com/embed/a b')).toBeNull();
  });

  it('parses start-tag attributes like a browser', () => {
    expect(Object.fromEntries(firstIframeAttributes('<p>x</p><iframe a=1 b="2" c=\'3\' d e = "5"/>') ?? [])).toEqual({ a: '1', b: '2', c: '3', d: '', e: '5' });
  });

  it('names the player origins for the page policy', () => {
    expect(VIDEO_FRAME_ORIGINS).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
    expect(VIDEO_FRAME_ORIGINS.every((origin) => origin.startsWith('https://'))).toBe(true);
  });
});
