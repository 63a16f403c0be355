import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, isLanguage, type Resources } from './i18n/config';
import { I18nProvider } from './i18n/react';

interface RootData {
  locale?: string;
  dictionary?: Resources;
}

const rootData = (window as unknown as { __remixContext?: { state?: { loaderData?: { root?: RootData } } } })
  .__remixContext?.state?.loaderData?.root;
const locale = isLanguage(rootData?.locale) ? rootData.locale : DEFAULT_LANGUAGE;
const dictionary = rootData?.dictionary ?? {};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider language={locale} dictionary={dictionary}>
        <RemixBrowser />
      </I18nProvider>
    </StrictMode>,
  );
});
