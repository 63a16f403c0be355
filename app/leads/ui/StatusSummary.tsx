import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import type { StatusCount } from '../lead-search';
import { sameStatus, shownStatus, statusColour } from '../status';
import { StatusBadge } from './StatusBadge';

/** Leads per status among the search's matches; each count is a link that filters the table. */
export function StatusSummary({ counts, searchTotal, active }: { counts: StatusCount[]; searchTotal: number; active: string }) {
  const { t } = useTranslation('leads');
  const [params] = useSearchParams();
  // A status the filter asks for that no lead of the search has is still listed, with 0.
  const missing = active !== '' && !counts.some((entry) => sameStatus(entry.status, active));
  const text = shownStatus(active, (status) => t(`statuses.${status}`));
  const shown = missing ? [...counts, { status: active, text, count: 0, colour: statusColour(active) }] : counts;
  return (
    <nav className="lead-summary" aria-label={t('summary.label')}>
      <ul className="lead-summary__list">
        <li>
          <Link
            to={withParams(params, { status: null, lead: null })}
            className="lead-summary__item"
            aria-current={active === '' ? 'true' : undefined}
            preventScrollReset
          >
            <span className="lead-summary__label">{t('summary.all')}</span> <span className="lead-summary__count">{searchTotal}</span>
          </Link>
        </li>
        {shown.map((entry) => (
          <li key={entry.status}>
            <Link
              to={withParams(params, { status: entry.status, lead: null })}
              className="lead-summary__item"
              aria-current={sameStatus(entry.status, active) ? 'true' : undefined}
              preventScrollReset
            >
              <StatusBadge text={entry.text} colour={entry.colour} /> <span className="lead-summary__count">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
