import { useTranslation } from '~/i18n/react';
import { ReadMore } from '~/ui/ReadMore';

/**
 * The first paragraph of a description, the rest behind 'Read More' / 'Read Less' (ReadMore:
 * it opens and closes without JavaScript). Both parts are sanitised HTML from the loader.
 */
export function Description({ summaryHtml, moreHtml }: { summaryHtml: string; moreHtml: string }) {
  const { t } = useTranslation('playbook');
  if (!summaryHtml) return <p className="empty">{t('noDescription')}</p>;
  return (
    <div className="playbook-text">
      <div className="playbook-text__summary" dangerouslySetInnerHTML={{ __html: summaryHtml }} />
      {moreHtml ? (
        <ReadMore more={t('readMore')} less={t('readLess')}>
          <div dangerouslySetInnerHTML={{ __html: moreHtml }} />
        </ReadMore>
      ) : null}
    </div>
  );
}
