import { renderToStaticMarkup } from 'react-dom/server';
import { getLocale } from '~/i18n/i18n.server';
import { dictionaryFor } from '~/i18n/dictionaries.server';
import { errorTextsOfStatus } from '~/i18n/error-texts';
import { createTranslate } from '~/i18n/translate';
import { isDocumentRequest } from '~/lib/document-request';
import { NO_STORE } from '~/lib/no-store';
import { appPath } from '~/lib/paths';
import stylesHref from '~/styles/app.css?url';
import { getTheme } from './preferences.server';

/** A file the portal cannot give: not there (404), or its provider failed (502). */
export type FileRefusal = 404 | 502;

/**
 * The answer for a file the portal cannot give (a document, a calendar file). A browser that
 * opened its link as a page gets a page of the portal in the partner's language and theme,
 * with the way back to the dashboard, where it showed a bare "Not Found" in English; a
 * script, a frame or a player gets the status with a one-line text, as before. The page is
 * rendered here (the file's address is no screen, so no error boundary draws it) and carries
 * no script.
 */
export async function refusedFile(request: Request, status: FileRefusal): Promise<Response> {
  if (!isDocumentRequest(request)) {
    return new Response(status === 404 ? 'Not Found' : 'Bad Gateway', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } });
  }
  const [language, theme] = await Promise.all([getLocale(request), getTheme(request)]);
  const t = createTranslate(dictionaryFor(language), 'common');
  const kind = errorTextsOfStatus(status);
  const page = renderToStaticMarkup(
    <html lang={language} data-theme={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <title>{t(`${kind}.title`)}</title>
        <link rel="stylesheet" href={stylesHref} />
        <link rel="icon" href={appPath('/favicon.svg')} type="image/svg+xml" />
      </head>
      <body>
        <main id="main" className="error-page">
          <h1>{t(`${kind}.title`)}</h1>
          <p>{t(`${kind}.text`)}</p>
          <p>
            <a href={appPath('/dashboard')}>{t('backToDashboard')}</a>
          </p>
        </main>
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${page}`, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE } });
}
