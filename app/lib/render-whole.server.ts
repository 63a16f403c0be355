import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders a document whole, once everything in it is ready (suspended parts included), and
 * gives its bytes. React's Node renderer writes into a buffer it reuses; its web-streams
 * renderer encodes every piece of markup on its own, which cost a page view about a sixth of
 * its CPU. A render that fails before anything is ready rejects; one still not ready after
 * `timeoutMs` is abandoned (React writes what it has and the browser renders the rest).
 */
export function renderWhole(element: ReactNode, options: { nonce?: string; timeoutMs: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // No 'close' after 'finish': React takes a destination's close for the reader leaving, and
    // would abort the finished render (an Error and a write-after-end error a page view).
    const page = new Writable({
      emitClose: false,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    page.on('finish', () => resolve(Buffer.concat(chunks)));
    page.on('error', reject);
    const render = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        clearTimeout(timer);
        render.pipe(page);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(() => render.abort(), options.timeoutMs);
  });
}
