import { Form } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { MAX_SEARCH_LENGTH } from '~/lib/url-state';
import { Icon } from '~/ui/Icon';

/**
 * The portal-wide search, sent to the search results page. A blank text is not sent. Both the
 * header and the section menu carry it, so each gives its input an `id` of its own.
 */
export function SiteSearchForm({ id, className }: { id: string; className: string }) {
  const { t } = useTranslation('shell');
  return (
    <Form method="get" action="/searchresults" role="search" className={`search-form ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input id={id} name="query" type="search" required pattern=".*\S.*" maxLength={MAX_SEARCH_LENGTH} placeholder={t('search.placeholder')} />
      <button type="submit" className="icon-button" aria-label={t('search.submit')}>
        <Icon name="search" />
      </button>
    </Form>
  );
}
