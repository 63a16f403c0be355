import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';

/**
 * A news picture, or the placeholder when there is none or it fails to load. The failure
 * is noticed with JavaScript (also when it happened before hydration); without it the
 * browser shows the image as it can.
 */
export function NewsImage({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setBroken(true);
  }, []);
  if (!src || broken) return <NewsImagePlaceholder className={className} />;
  return <img ref={ref} src={src} alt="" width={320} height={180} className={`news-image ${className ?? ''}`} loading="lazy" onError={() => setBroken(true)} />;
}

export function NewsImagePlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation('news');
  return (
    <div className={`news-image news-image--placeholder ${className ?? ''}`} role="img" aria-label={t('noImage')} data-testid="news-placeholder">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
