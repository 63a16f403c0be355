import { Form, useRouteLoaderData } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '~/i18n/config';
import { CsrfField } from '~/forms/CsrfField';
import { HEADER_DROPDOWNS } from '~/shell/useExclusiveDropdowns';
import { ReturnToField } from '~/forms/ReturnToField';
import { TimeZoneForm } from './TimeZoneForm';

/**
 * The language menu: each language a submit button of one small POST form; below them, the
 * time zone times are shown in (TimeZoneForm), the other preference of how the portal reads.
 */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const root = useRouteLoaderData<{ locale: string }>('root');
  return (
    <details className="dropdown" name={HEADER_DROPDOWNS} data-dropdown>
      <summary className="icon-button language-button" aria-label={t('language.menu')}>
        <span aria-hidden="true" data-glyph={(root?.locale ?? 'en').toUpperCase()} />
      </summary>
      <div className="dropdown__panel menu preferences-panel">
        <Form method="post" action="/preferences">
          <CsrfField />
          <input type="hidden" name="intent" value="language" />
          <ReturnToField />
          <ul>
            {SUPPORTED_LANGUAGES.map((language) => (
              <li key={language}>
                <button
                  type="submit"
                  name="language"
                  value={language}
                  lang={language}
                  className="button button--link"
                  aria-current={root?.locale === language ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[language]}
                </button>
              </li>
            ))}
          </ul>
        </Form>
        <TimeZoneForm />
      </div>
    </details>
  );
}
