import { useTranslation } from '~/i18n/react';
import { Skeleton, SkeletonGrid } from '~/ui/Skeleton';
import { usePendingPath } from '~/ui/usePendingPath';

/**
 * While a client navigation to another screen loads, that screen's skeleton stands in
 * for the old one (without JavaScript the browser shows its own progress).
 */
export function usePendingScreenPath(currentPath: string): string | null {
  const target = usePendingPath();
  return target === currentPath ? null : target;
}

export function PendingScreen({ path: screen }: { path: string }) {
  const { t } = useTranslation('common');
  let body;
  if (screen === '/playbook' || screen === '/dashboard') body = <SkeletonGrid count={8} shape="portfolio" />;
  else if (screen === '/newsannouncements') body = <SkeletonGrid count={12} shape="news" />;
  else if (screen.startsWith('/assets') || screen.startsWith('/searchresults')) body = <SkeletonGrid count={12} shape="card" />;
  else if (screen === '/support') body = <p role="status">{t('loadingTickets')}</p>;
  else
    body = (
      <div role="status" aria-label={t('loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} shape="line" />
        ))}
      </div>
    );
  return (
    <section className="page" aria-busy="true">
      <div className="skeleton skeleton--line skeleton--title" aria-hidden="true" />
      {body}
    </section>
  );
}
