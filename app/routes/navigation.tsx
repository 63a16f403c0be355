import type { Route } from './+types/navigation';
import { Link } from 'react-router';
import { data } from 'react-router';
import type { I18nHandle } from '~/i18n/config';
import { localeOf, routeDictionary } from '~/i18n/i18n.server';
import { useTranslation } from '~/i18n/react';
import { metaText } from '~/i18n/meta';

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'shell', 'navigation.title', 'Partner Portal') }];

/** The texts this page reads beyond `common`, sent by its loader. */
export const handle = { i18n: ['shell'] } satisfies I18nHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return data({ dictionary: routeDictionary(localeOf(context), handle.i18n) });
}

/** Public: the portal's public links (the spec shows no content for this route). */
export default function Navigation() {
  const { t } = useTranslation('shell');
  return (
    <main id="main" className="page page--public">
      <h1>{t('navigation.title')}</h1>
      <ul>
        <li>
          <Link to="/signin">{t('navigation.signIn')}</Link>
        </li>
        <li>
          <Link to="/signin?signup=1">{t('navigation.signup')}</Link>
        </li>
      </ul>
    </main>
  );
}
