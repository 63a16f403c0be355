import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { usePendingPath } from './usePendingPath';

type Shape = 'line' | 'image' | 'news' | 'portfolio' | 'card';

/** Placeholder shapes (spec 2: line, image, news, portfolio) in a grid of 1 to 4 columns. */
export function SkeletonGrid({ count, shape = 'card', columns = 4 }: { count: number; shape?: Shape; columns?: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation('common');
  return (
    <div className={`grid grid--${columns}`} role="status" aria-live="polite" aria-label={t('loading')} data-testid="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} shape={shape} />
      ))}
    </div>
  );
}

export function Skeleton({ shape = 'line' }: { shape?: Shape }) {
  if (shape === 'line') return <div className="skeleton skeleton--line" aria-hidden="true" />;
  if (shape === 'image') return <div className="skeleton skeleton--image" aria-hidden="true" />;
  return (
    <div className={`card skeleton-card skeleton-card--${shape}`} aria-hidden="true">
      <div className="skeleton skeleton--image" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/**
 * True while a client navigation to this page (another URL of the same path, or the path
 * itself from elsewhere) is loading: the moment to show skeletons instead of stale rows.
 */
export function useLoadingPath(pathname?: string): boolean {
  const location = useLocation();
  const pending = usePendingPath();
  return pending !== null && pending === (pathname ?? location.pathname);
}

/**
 * True while a client navigation on this page changes what the list shows (search text,
 * page, ...): the moment for skeletons. Opening a modal or another URL state does not
 * blank the list.
 */
export function useListLoading(keys: readonly string[]): boolean {
  const loading = useLoadingPath();
  const navigation = useNavigation();
  const location = useLocation();
  if (!loading || !navigation.location) return false;
  const now = new URLSearchParams(location.search);
  const next = new URLSearchParams(navigation.location.search);
  return keys.some((key) => (now.get(key) ?? '') !== (next.get(key) ?? ''));
}
