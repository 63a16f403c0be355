import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer, isRouteErrorResponse } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { NonceContext } from './lib/nonce';
import { logger } from './lib/logger.server';
import { renderTurn } from './lib/render-turns.server';

/**
 * Every page's data is loaded before it renders (no route defers any), so the document is
 * rendered in one pass to one string and sent as one body: nothing would arrive sooner by
 * streaming it, and a single write costs the server far less than a stream of small chunks.
 * A render that throws is answered by Remix with the error boundary's page. Pages whose data
 * came in together take turns to render (`renderTurn`).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await renderTurn();
  const nonce = loadContext.nonce ?? '';
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  allowReadsOnly(responseStatusCode, responseHeaders);
  // Encoded once here: the body then travels to the socket as one chunk.
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // Remix's own answers to a client's mistake (a post to a screen without a form): one line, no stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, method: request.method, path }, 'refused request');
    return;
  }
  logger.error({ err: error, path }, 'unhandled route error');
}

/** Screens without a form answer a post with 405: say what they do take. */
function allowReadsOnly(status: number, headers: Headers) {
  if (status === 405 && !headers.has('Allow')) headers.set('Allow', 'GET, HEAD');
}

export function handleDataRequest(response: Response) {
  allowReadsOnly(response.status, response.headers);
  return response;
}
