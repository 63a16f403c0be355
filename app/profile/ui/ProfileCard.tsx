import { useTranslation } from '~/i18n/react';
import type { ProfileView } from '../profile-view';

/** The partner's photo (or their initials) with their name and company, above the tabs. */
export function ProfileCard({ card }: { card: ProfileView['card'] }) {
  const { t } = useTranslation('profile');
  const initials = [card.firstName, card.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return (
    <section className="card profile-card" aria-label={t('card.label')}>
      {card.photo ? (
        <img src={card.photo} alt={t('card.photoAlt')} className="profile-card__photo" width={96} height={96} />
      ) : (
        <span className="profile-card__photo profile-card__photo--placeholder" role="img" aria-label={t('card.noPhoto')}>
          <span aria-hidden="true">{initials || '?'}</span>
        </span>
      )}
      <dl className="profile-card__facts">
        <div>
          <dt>{t('card.firstName')}</dt>
          <dd>{card.firstName || t('notSet')}</dd>
        </div>
        <div>
          <dt>{t('card.lastName')}</dt>
          <dd>{card.lastName || t('notSet')}</dd>
        </div>
        <div>
          <dt>{t('card.company')}</dt>
          <dd>{card.company || t('notSet')}</dd>
        </div>
      </dl>
    </section>
  );
}
