import { Link, useSearchParams } from 'react-router';
import { useId } from 'react';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { DocumentLink } from '~/ui/DocumentLink';
import { serializeExpanded, type HitView, type ResultSection, type SearchSectionKey, type SearchViewMode } from './search-results';
import { DownloadLink } from '~/ui/DownloadLink';

function HitCard({ hit, view }: { hit: HitView; view: SearchViewMode }) {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const titleId = useId();
  const title = hit.title || t('untitled');
  const action = hit.action;
  return (
    <article className={`card search-hit search-hit--${view}`} aria-labelledby={titleId}>
      {hit.image ? <img className="search-hit__image" src={hit.image} alt="" loading="lazy" /> : null}
      <div className="search-hit__body">
        <h3 id={titleId} className="search-hit__title">
          {action.kind === 'link' ? <Link to={action.href}>{title}</Link> : title}
        </h3>
        {hit.model ? (
          <p className="search-hit__model">
            <span className="visually-hidden">{t('model')}: </span>
            {hit.model}
          </p>
        ) : null}
        {hit.description ? <p className="search-hit__description">{hit.description}</p> : null}
        {action.kind === 'document' ? (
          <DocumentLink href={action.href} title={title} className="button button--small">
            {t('openPdf')}
            <span className="visually-hidden">{`: ${title}`}</span>
          </DocumentLink>
        ) : null}
        {action.kind === 'download' ? (
          <DownloadLink href={action.href} className="button button--small" aria-describedby={titleId}>
            {t('download')}
          </DownloadLink>
        ) : null}
        {action.kind === 'detail' ? (
          <Link to={withParams(params, { detail: action.ref })} preventScrollReset className="button button--small" aria-describedby={titleId}>
            {t('learnMore')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function ResultSectionView({ section, view, expanded }: { section: ResultSection; view: SearchViewMode; expanded: ReadonlySet<SearchSectionKey> }) {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const headingId = `results-${section.key}`;
  const more = withParams(params, { more: serializeExpanded([...expanded, section.key]), detail: null });
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`sections.${section.key}`)} <span className="search-section__count">({section.total})</span>
      </h2>
      <ul className={view === 'grid' ? 'grid grid--4 search-grid' : 'search-list'}>
        {section.hits.map((hit) => (
          <li key={hit.ref}>
            <HitCard hit={hit} view={view} />
          </li>
        ))}
      </ul>
      {section.hidden > 0 ? (
        <p className="search-section__more">
          <Link to={`${more}#${headingId}`} preventScrollReset className="button" aria-describedby={headingId}>
            {t('loadMore')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
