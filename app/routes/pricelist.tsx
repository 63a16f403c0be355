import type { Route } from './+types/pricelist';
import { data } from 'react-router';
import { type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { getConfig } from '~/config.server';
import { isSecureRequest } from '~/auth/session.server';
import { CSP_EXTRA_HEADER, cspExtraHeader } from '~/lib/csp';
import { metaText } from '~/i18n/meta';
import { priceFrame } from '~/playbook/price-list';
import styles from '~/styles/playbook.css?url';
import type { UpstreamErrorData } from '~/upstream/errors';
import { getProfile } from '~/upstream/profile.server';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { noStoreHeaders } from '~/lib/no-store';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { redirectDocument } from '~/lib/redirects';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'playbook', 'priceListTitle', 'Price List') }];

/** Spec 9: the price frame's height. */
const FRAME_HEIGHT = 900;

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['playbook'] } satisfies I18nHandle;

/**
 * The price list: the profile's priceUrl in a frame. The page's Content-Security-Policy
 * allows framing that one origin (the server merges the internal header into the policy).
 * On a portal served over HTTPS a plain-http address is a link to a new tab instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const dictionary = routeDictionary(locale, handle.i18n);
    const headers = noStoreHeaders();
    const profile = await section(getProfile(upstream));
    if (!profile.ok) return data({ dictionary, state: 'error' as const, error: profile.error }, { headers });
    const frame = priceFrame(profile.data.priceUrl, { production: getConfig().NODE_ENV === 'production', secure: isSecureRequest(request) });
    if (frame.kind === 'missing') return data({ dictionary, state: 'missing' as const }, { headers });
    if (frame.kind === 'link') return data({ dictionary, state: 'link' as const, url: frame.url }, { headers });
    if (frame.kind === 'refused') return data({ dictionary, state: 'refused' as const }, { headers });
    headers.set(CSP_EXTRA_HEADER, cspExtraHeader({ 'frame-src': [frame.origin] }));
    return data({ dictionary, state: 'frame' as const, url: frame.url }, { headers });
  });
}

/**
 * A policy belongs to a document: a client-side navigation here becomes a document load,
 * so the frame never sits in a page whose policy was made for another screen.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return redirectDocument(`${url.pathname}${url.search}`);
}

/** The document takes the loader's policy addition and cache rule. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  for (const name of [CSP_EXTRA_HEADER, 'Cache-Control']) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};

/**
 * Nothing else posted from this page changes the price list (a reload would only reset the
 * frame); a new language brings the screen's texts in it.
 */
export function shouldRevalidate({ formMethod, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' && formData?.get('intent') !== 'language' ? false : defaultShouldRevalidate;
}

export default function PriceList({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation('playbook');
  return (
    <section className="page playbook">
      <h1>{t('priceListTitle')}</h1>
      {data.state === 'frame' ? (
        <>
          <iframe className="price-frame" src={data.url} title={t('priceListFrame')} height={FRAME_HEIGHT} referrerPolicy="no-referrer" />
          {/* The whole list on a page of its own: to read it at full size or print it (a frame prints cut off). */}
          <p className="price-frame__own-page">
            <a href={data.url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
              {t('priceListLink')}
            </a>
          </p>
        </>
      ) : data.state === 'link' ? (
        <div className="price-link">
          <p>{t('priceListInsecure')}</p>
          <p>
            <a href={data.url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
              {t('priceListLink')}
            </a>
          </p>
        </div>
      ) : data.state === 'missing' ? (
        <p className="empty">{t('priceListMissing')}</p>
      ) : data.state === 'refused' ? (
        <p role="alert" className="alert">
          {t('priceListRefused')}
        </p>
      ) : (
        <ErrorText error={data.error} />
      )}
    </section>
  );
}

function ErrorText({ error }: { error: UpstreamErrorData }) {
  const errorText = useErrorText();
  return <ErrorAlert look="inline">{errorText(error)}</ErrorAlert>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
