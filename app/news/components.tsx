import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { Icon } from '~/ui/Icon';

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

function NewsImagePlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation('news');
  return (
    <div className={`news-image news-image--placeholder ${className ?? ''}`} role="img" aria-label={t('noImage')} data-testid="news-placeholder">
      <Icon name="picture" size={48} />
    </div>
  );
}
