import { Form, NavLink } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { withIconClass, type IconName } from '~/ui/icons';
import { SignOutButton } from './SignOutButton';
import { ReturnToField } from '~/forms/ReturnToField';

/** The sidebar's entries in the spec's order, each with the icon that stands for it when the sidebar is collapsed. */
export const SIDEBAR_ITEMS = [
  { key: 'dashboard', path: '/dashboard', icon: 'section-dashboard' },
  { key: 'leads', path: '/leads', icon: 'section-leads' },
  { key: 'products', path: '/playbook', icon: 'section-products' },
  { key: 'pricelist', path: '/pricelist', icon: 'section-pricelist' },
  { key: 'assets', path: '/assets', icon: 'section-assets' },
  { key: 'news', path: '/newsannouncements', icon: 'section-news' },
  { key: 'support', path: '/support', icon: 'section-support' },
  { key: 'profile', path: '/profile', icon: 'section-profile' },
] as const satisfies readonly { key: string; path: string; icon: IconName }[];

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const textClass = collapsed ? 'sidebar__text visually-hidden' : 'sidebar__text';
  return (
    <nav className="sidebar" aria-label={t('sidebar.label')}>
      <Form method="post" action="/preferences" className="sidebar__collapse">
        <CsrfField />
        <input type="hidden" name="intent" value="sidebar" />
        <input type="hidden" name="sidebar" value={collapsed ? 'expanded' : 'collapsed'} />
        <ReturnToField />
        <button type="submit" className="icon-button" aria-expanded={!collapsed} aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
      </Form>
      <ul className="sidebar__list">
        {/* NavLink marks the current section, its own pages too: /playbook/3/31 keeps 'My Products' highlighted. */}
        {SIDEBAR_ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.path}
              className={({ isActive }) => `sidebar__link ${withIconClass(item.icon)}${isActive ? ' sidebar__link--active' : ''}`}
              title={collapsed ? t(`sidebar.${item.key}`) : undefined}
              prefetch="intent"
            >
              <span className={textClass}>{t(`sidebar.${item.key}`)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <SignOutButton className={`sidebar__link button--link ${withIconClass('section-signout')}`} textClassName={textClass} />
        </li>
      </ul>
    </nav>
  );
}
