import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { screenAt, type PendingSkeleton } from '~/screens';
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

/** Each skeleton of the screens' list (app/screens.ts), below the title's. */
const SKELETONS: Record<PendingSkeleton, (t: (key: string) => string) => ReactNode> = {
  portfolios: () => <SkeletonGrid count={8} shape="portfolio" />,
  news: () => <SkeletonGrid count={12} shape="news" />,
  cards: () => <SkeletonGrid count={12} shape="card" />,
  tickets: (t) => <p role="status">{t('loadingTickets')}</p>,
  lines: (t) => (
    <div role="status" aria-label={t('loading')}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} shape="line" />
      ))}
    </div>
  ),
};

/** The skeleton of the screen at a path; lines for a path that is no screen (the not-found page). */
export function PendingScreen({ path }: { path: string }) {
  const { t } = useTranslation('common');
  const skeleton = screenAt(path)?.pending ?? 'lines';
  return (
    <section className="page" aria-busy="true">
      <div className="skeleton skeleton--line skeleton--title" aria-hidden="true" />
      {SKELETONS[skeleton](t)}
    </section>
  );
}
