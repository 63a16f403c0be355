import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';

/**
 * In place of the edit form when the profile could not be read: the form would start empty
 * and send every field, so it is not offered until the profile is read again.
 */
export function ProfileUnread() {
  const { t } = useTranslation('profile');
  const { pathname, search } = useLocation();
  return (
    <section className="card profile__edit" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">{t('form.title')}</h2>
      <p className="alert alert--error" role="alert">
        {t('form.unread')}
      </p>
      <p>
        <Link to={`${pathname}${search}`} className="button" replace>
          {t('form.tryAgain')}
        </Link>
      </p>
    </section>
  );
}
