import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { pageRange } from '~/lib/pagination';
import { withParams } from '~/lib/url-state';

/** Page links that keep every other URL parameter (search, view, ...). */
export function Pagination({ page, pageCount, param = 'page' }: { page: number; pageCount: number; param?: string }) {
  const [params] = useSearchParams();
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const href = (target: number) => withParams(params, { [param]: target === 1 ? null : target });
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="pagination">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} preventScrollReset rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageRange(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              <Link to={href(item)} preventScrollReset aria-current={item === page ? 'page' : undefined} aria-label={t('pagination.page', { page: item })}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} preventScrollReset rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('pagination.next')}</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
