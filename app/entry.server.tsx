import type { EntryContext, RouterContextProvider, ServerInstrumentation } from 'react-router';
import { ServerRouter } from 'react-router';
import { requestFacts } from './load-context';

// server/app.ts puts each request's facts in its context under the build's own key.
export { requestFacts } from './load-context';
import { NonceContext } from './lib/nonce';
import { logger } from './lib/logger.server';
import { limitDataAnswer } from './lib/data-answer-limit.server';
import { routerRefusal } from './lib/router-refusals';
import { renderWhole } from './lib/render-whole.server';
import { routeSpans } from './lib/tracing.server';

/** How long a render may take before it is abandoned (React renders what it has, the browser the rest). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Every page's data is loaded before it renders (no route defers any), so the document is
 * rendered whole and sent as one body: nothing would arrive sooner by streaming it, and a
 * single write costs the server far less than a stream of small chunks. React Router inlines
 * the page's data as a stream of its own, so the render goes through React's stream renderer
 * and is collected once all of it is ready (`renderWhole`). A render that throws is answered with the error
 * boundary's page.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestFacts);
  const body = await renderWhole(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    { nonce, timeoutMs: RENDER_TIMEOUT_MS },
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  allowReadsOnly(responseStatusCode, responseHeaders);
  return new Response(new Uint8Array(inBody(body)), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * A span for every loader and action while traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT);
 * otherwise the routes are left as they are (app/lib/tracing.server.ts).
 */
export const instrumentations: ServerInstrumentation[] = [routeSpans];

const BODY_END = Buffer.from('</body></html>');

/**
 * The page's data scripts, which React Router renders after the document element, moved to
 * the end of the body: where a browser's parser puts them anyway, and where they make a valid
 * document.
 */
function inBody(page: Buffer): Buffer {
  const end = page.indexOf(BODY_END);
  if (end < 0 || end + BODY_END.length === page.length) return page;
  return Buffer.concat([page.subarray(0, end), page.subarray(end + BODY_END.length), BODY_END]);
}

export function handleError(error: unknown, { request, context }: { request: Request; context: Readonly<RouterContextProvider> | undefined }) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // No context when React Router refused the one the server made.
  const requestId = context?.get(requestFacts).requestId;
  // The router's own answers to a client's mistake (a post to a screen without a form, a forged
  // post): one warning line, no stack.
  const refusal = routerRefusal(error, request.method);
  if (refusal) {
    logger.warn({ requestId, status: refusal.status, method: request.method, path, reason: refusal.reason }, 'refused request');
    return;
  }
  logger.error({ err: error, requestId, path }, 'unhandled route error');
}

/** Screens without a form answer a post with 405: say what they do take. */
function allowReadsOnly(status: number, headers: Headers) {
  if (status === 405 && !headers.has('Allow')) headers.set('Allow', 'GET, HEAD');
}

export function handleDataRequest(response: Response, { request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  allowReadsOnly(response.status, response.headers);
  return limitDataAnswer(response, () => {
    logger.error({ requestId: context.get(requestFacts).requestId, path: new URL(request.url).pathname }, 'data answer over its limit: cut off');
  });
}
