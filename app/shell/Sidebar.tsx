import { Form, NavLink, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { appPath } from '~/lib/paths';
import { CsrfField } from '~/forms/CsrfField';
import { SignOutButton } from './SignOutButton';

/** The sidebar's entries in the spec's order. */
export const SIDEBAR_ITEMS = [
  { key: 'dashboard', path: '/dashboard' },
  { key: 'leads', path: '/leads' },
  { key: 'products', path: '/playbook' },
  { key: 'pricelist', path: '/pricelist' },
  { key: 'assets', path: '/assets' },
  { key: 'news', path: '/newsannouncements' },
  { key: 'support', path: '/support' },
  { key: 'profile', path: '/profile' },
] as const;

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  return (
    <nav className="sidebar" aria-label={t('sidebar.label')}>
      <Form method="post" action={appPath('/preferences')} className="sidebar__collapse">
        <CsrfField />
        <input type="hidden" name="intent" value="sidebar" />
        <input type="hidden" name="sidebar" value={collapsed ? 'expanded' : 'collapsed'} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="icon-button" aria-expanded={!collapsed} aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
      </Form>
      <ul className="sidebar__list">
        {/* NavLink marks the current section, its own pages too: /playbook/3/31 keeps 'My Products' highlighted. */}
        {SIDEBAR_ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink to={appPath(item.path)} className={({ isActive }) => `sidebar__link${isActive ? ' sidebar__link--active' : ''}`} prefetch="intent">
              <span className="sidebar__text">{t(`sidebar.${item.key}`)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <SignOutButton className="sidebar__link button--link" />
        </li>
      </ul>
    </nav>
  );
}
