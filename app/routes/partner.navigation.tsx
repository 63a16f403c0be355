import { Link } from '@remix-run/react';
import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/i18n/react';
import { appPath } from '~/lib/paths';

export const meta: MetaFunction = () => [{ title: 'Partner Portal' }];

/** Public: the portal's public links (the spec shows no content for this route). */
export default function Navigation() {
  const { t } = useTranslation('shell');
  return (
    <main id="main" className="page page--public">
      <h1>{t('navigation.title')}</h1>
      <ul>
        <li>
          <Link to={appPath('/signin')}>{t('navigation.signIn')}</Link>
        </li>
        <li>
          <Link to={`${appPath('/signin')}?signup=1`}>{t('navigation.signup')}</Link>
        </li>
      </ul>
    </main>
  );
}
