import { useTranslation } from '~/i18n/react';

/** A card's picture, or the 'No image available' placeholder. The name is in the heading. */
export function CardImage({ src }: { src: string | null }) {
  const { t } = useTranslation('playbook');
  if (!src) {
    return (
      <div className="playbook-card__image playbook-card__image--none">
        <span>{t('noImage')}</span>
      </div>
    );
  }
  return <img className="playbook-card__image" src={src} alt="" loading="lazy" decoding="async" />;
}
