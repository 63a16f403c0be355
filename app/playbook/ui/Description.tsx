import { useTranslation } from '~/i18n/react';

/**
 * The first paragraph of a description, the rest behind 'Read More' / 'Read Less'. A
 * native <details> element: it opens and closes without JavaScript. Both parts are
 * sanitised HTML from the loader.
 */
export function Description({ summaryHtml, moreHtml }: { summaryHtml: string; moreHtml: string }) {
  const { t } = useTranslation('playbook');
  if (!summaryHtml) return <p className="empty">{t('noDescription')}</p>;
  return (
    <div className="playbook-text">
      <div className="playbook-text__summary" dangerouslySetInnerHTML={{ __html: summaryHtml }} />
      {moreHtml ? (
        <details className="read-more">
          <summary className="read-more__toggle">
            <span className="read-more__more">{t('readMore')}</span>
            <span className="read-more__less">{t('readLess')}</span>
          </summary>
          <div className="read-more__text" dangerouslySetInnerHTML={{ __html: moreHtml }} />
        </details>
      ) : null}
    </div>
  );
}
