import { Writable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWhole } from '~/lib/render-whole.server';

function Page({ lead }: { lead: number }) {
  // Text that puts two-, three- and four-byte characters at every position around the
  // renderer's buffer ends.
  return (
    <main>
      <h1>{'a'.repeat(lead)}</h1>
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i} title={`Größe ${i} – 東京`}>
          {`Straße ${'ü'.repeat(i)} 日本語 ${'€'.repeat(i % 7)} 😀 ${'ß'.repeat(37 - (i % 11))}`}
        </p>
      ))}
    </main>
  );
}

describe('a document rendered whole', () => {
  // React 18's Node renderer handed on the unwritten NUL bytes of its buffer when a multi-byte
  // character did not fit at its end (facebook/react#24985, fixed in React 19).
  it('is the same text as a one-pass render, whatever multi-byte characters meet the buffer ends', async () => {
    for (let lead = 0; lead < 12; lead++) {
      const bytes = await renderWhole(<Page lead={lead} />, { timeoutMs: 1000 });
      expect(bytes.includes(0)).toBe(false);
      expect(bytes.toString('utf8')).toBe(renderToString(<Page lead={lead} />));
    }
  });

  it('ends its page once: the finished page does not close under React, which would abort the render and end it again', async () => {
    const end = vi.spyOn(Writable.prototype, 'end');
    try {
      await renderWhole(<Page lead={0} />, { timeoutMs: 1000 });
      // A stream's 'close' comes on the next tick after 'finish': a turn of the event loop
      // later, everything the finished page set off has run.
      await new Promise((resolve) => setImmediate(resolve));
      expect(end).toHaveBeenCalledTimes(1);
    } finally {
      end.mockRestore();
    }
  });

  it('waits for suspended parts before it is read', async () => {
    let ready = false;
    let release!: () => void;
    let suspended!: () => void;
    const reached = new Promise<void>((resolve) => (suspended = resolve));
    const promise = new Promise<void>((resolve) => (release = resolve)).then(() => {
      ready = true;
    });
    function Later() {
      if (!ready) {
        suspended();
        throw promise;
      }
      return <p>later</p>;
    }
    let read = false;
    const rendering = renderWhole(
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>,
      { timeoutMs: 1000 },
    ).finally(() => (read = true));
    await reached;
    await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(false);
    release();
    const html = (await rendering).toString('utf8');
    expect(html).toContain('<p>later</p>');
    expect(html).not.toContain('loading');
  });

  it('rejects when the render fails before anything is ready', async () => {
    function Broken(): never {
      throw new Error('broken view');
    }
    // React reports the error as well (the portal's log reads it).
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderWhole(<Broken />, { timeoutMs: 1000 })).rejects.toThrow('broken view');
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });
});
