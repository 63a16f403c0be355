import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { getConfig } from './config.server';
import { dictionaryFor } from './locales/dictionaries.server';
import { getLocale } from './i18n/i18n.server';
import { I18nProvider } from './i18n/react';
import { NonceContext } from './lib/nonce';
import { logger } from './lib/logger.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? '';
  const locale = await getLocale(request);
  // The render may wait for slow data a little longer than an upstream call may take.
  const abortDelay = getConfig().UPSTREAM_TIMEOUT_MS + 2000;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '');

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Aborts a render that is still waiting for data; cleared as soon as the render is complete,
    // so a finished request is not kept in memory until the deadline.
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const startStreaming = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nProvider language={locale} dictionary={dictionaryFor(locale)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={abortDelay} nonce={nonce} />
        </I18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) startStreaming();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) startStreaming();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, requestId: loadContext.requestId }, 'render error');
        },
      },
    );
    abortTimer = setTimeout(abort, abortDelay + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, path: new URL(request.url).pathname }, 'unhandled route error');
}
