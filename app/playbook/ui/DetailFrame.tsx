import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { PLAYBOOK_PATH } from '../links';
import { ErrorAlert } from '~/ui/ErrorAlert';

/**
 * The back link of the playbook's detail screens: to the portfolio a product belongs to when
 * it is known, else to the playbook.
 */
export function BackLink({ portfolio }: { portfolio?: { href: string; name: string | null } }) {
  const { t } = useTranslation('playbook');
  return (
    <p className="back-link">
      <Link to={portfolio?.href ?? PLAYBOOK_PATH}>
        <span aria-hidden="true">← </span>
        {portfolio?.name ? t('backToPortfolio', { name: portfolio.name }) : t('backToPlaybook')}
      </Link>
    </p>
  );
}

/**
 * A detail screen with nothing to show: the playbook did not load (its message under the
 * playbook's title), or the portfolio or product is not in it (`notFound` as the heading).
 * Either way the back link leads to the playbook.
 */
export function DetailUnavailable({ state, notFound }: { state: 'error' | 'notFound'; notFound: string }) {
  const { t } = useTranslation('playbook');
  if (state === 'error') {
    return (
      <section className="page playbook">
        <BackLink />
        <h1>{t('title')}</h1>
        <ErrorAlert look="inline">{t('loadError')}</ErrorAlert>
      </section>
    );
  }
  return (
    <section className="page playbook">
      <h1>{notFound}</h1>
      <BackLink />
    </section>
  );
}
