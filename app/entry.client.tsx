import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Resources } from './i18n/config';
import { createI18n } from './i18n/instance';

interface RootData {
  locale?: string;
  dictionary?: Resources;
}

const rootData = (window as unknown as { __remixContext?: { state?: { loaderData?: { root?: RootData } } } })
  .__remixContext?.state?.loaderData?.root;
const locale = isLanguage(rootData?.locale) ? rootData.locale : DEFAULT_LANGUAGE;
const i18n = createI18n(locale, rootData?.dictionary ?? ({} as Resources));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  );
});
