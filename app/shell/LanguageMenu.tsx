import { Form, Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '~/i18n/config';
import { CsrfField } from '~/forms/CsrfField';
import { HEADER_DROPDOWNS } from '~/shell/useExclusiveDropdowns';
import { ReturnToField, useReturnTo } from '~/forms/ReturnToField';
import { RETURN_TO_FIELD } from '~/lib/safe-redirect';
import { zoneLabel } from '~/lib/time-zone';
import { usePartnerTimeZone } from './time-zone';

/**
 * The language menu: each language a submit button of one small POST form; below them, the
 * time zone times are shown in, the other preference of how the portal reads, as a link to its
 * page (routes/timezone.tsx, whose list of zones is too long for every page).
 */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const timeZone = usePartnerTimeZone();
  const returnTo = useReturnTo();
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
        <p className="preferences-panel__zone">
          <Link to={`/timezone?${RETURN_TO_FIELD}=${encodeURIComponent(returnTo)}`}>{t('timeZone.link', { zone: zoneLabel(timeZone) })}</Link>
        </p>
      </div>
    </details>
  );
}
