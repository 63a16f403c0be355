import type { Route } from './+types/root';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import stylesHref from '~/styles/app.css?url';
import printStylesHref from '~/styles/print.css?url';
import { I18nProvider, usePageDictionary, useTranslation } from '~/i18n/react';
import { readDictionaryText } from '~/i18n/dictionary-text';
import { metaText } from '~/i18n/meta';
import { commitSession, getSession, isSecureRequest, newCsrfToken } from '~/auth/session.server';
import { formAccount } from '~/auth/csrf.server';
import { i18nextMiddleware, localeOf, routeDictionary } from '~/i18n/i18n.server';
import { getChosenTimeZone, getTheme } from '~/shell/preferences.server';
import { useNonce } from '~/lib/nonce';
import { appPath } from '~/lib/paths';
import { cookieValue } from '~/lib/cookie-header';
import { rememberShownView, SHOWN_VIEW_COOKIE, viewChangedElsewhere, viewMark } from '~/lib/shown-view';
import { shownViewCookie } from '~/lib/shown-view.server';
import { ProgressBar } from '~/ui/ProgressBar';
import { useNavigationAcrossReload } from '~/ui/useNavigationAcrossReload';
import { StandaloneErrorBoundary } from '~/ui/RouteErrorBoundary';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  // Paper's sheet: a screen neither applies it nor waits for it before drawing the page.
  { rel: 'stylesheet', href: printStylesHref, media: 'print' },
  { rel: 'icon', href: appPath('/favicon.svg'), type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'common', 'portalName', 'Partner Portal') }];

/** The request's interface language, found once for all of its loaders and actions (app/i18n/i18n.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware];

/** Language, theme, the form token and the texts every page shows (`common`; each route sends its own). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const [theme, timeZone, session] = await Promise.all([getTheme(request), getChosenTimeZone(request), getSession(request, context)]);
  const headers = new Headers({ Vary: 'Cookie, Accept-Language' });
  let csrf = session.get('csrf');
  if (typeof csrf !== 'string' || csrf === '') {
    csrf = newCsrfToken();
    session.set('csrf', csrf);
    headers.append('Set-Cookie', await commitSession(request, session));
  }
  const account = formAccount(session);
  const view = viewMark(account, locale, theme, timeZone);
  if (cookieValue(request.headers.get('cookie'), SHOWN_VIEW_COOKIE) !== view) headers.append('Set-Cookie', shownViewCookie(view, isSecureRequest(request)));
  return data({ locale, theme, csrf, formAccount: account, view, dictionary: routeDictionary(locale, ['common']) }, { headers });
}

/**
 * The language, theme and token change after a form post (sign-in, language, theme, time
 * zone), or in another tab of the browser (`viewChangedElsewhere`).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return viewChangedElsewhere();
}

function Document({ children, locale, theme }: { children: ReactNode; locale: string; theme: string | null }) {
  const nonce = useNonce();
  const { t } = useTranslation('common');
  return (
    <html lang={locale} data-theme={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ProgressBar />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, theme, view } = loaderData;
  rememberShownView(view);
  const dictionary = usePageDictionary(locale);
  useNavigationAcrossReload();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider language={locale} dictionary={dictionary}>
      <Document locale={locale} theme={theme}>
        <Outlet />
      </Document>
    </I18nProvider>
  );
}

/** The root's data is there unless the root's own loader failed: the error page keeps the language and theme. */
export function ErrorBoundary({ loaderData: root, error }: Route.ErrorBoundaryProps) {
  if (!root) return <ErrorPage root={undefined} error={error} />;
  return (
    <I18nProvider language={root.locale} dictionary={readDictionaryText(root.dictionary)}>
      <ErrorPage root={root} error={error} />
    </I18nProvider>
  );
}

function ErrorPage({ root, error }: { root: { locale: string; theme: string | null } | undefined; error: unknown }) {
  return (
    <Document locale={root?.locale ?? 'en'} theme={root?.theme ?? null}>
      <StandaloneErrorBoundary error={error} />
    </Document>
  );
}
