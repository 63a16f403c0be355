import { Form } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { withIconClass } from '~/ui/icons';
import { SCREENS } from '~/screens';
import { SignOutButton } from './SignOutButton';
import { ReturnToField } from '~/forms/ReturnToField';
import { SectionLink } from './SectionLink';

/** The sidebar's entries (app/screens.ts) in the spec's order, each with the icon that stands for it when the sidebar is collapsed. */
export const SIDEBAR_ITEMS = SCREENS.flatMap((screen) =>
  screen.menu?.place === 'sidebar' ? [{ path: `/${screen.path}`, label: screen.menu.label, icon: screen.menu.icon }] : [],
);

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
        {/* The current section is marked, its own pages too: /playbook/3/31 keeps 'My Products' highlighted. */}
        {SIDEBAR_ITEMS.map((item) => (
          <li key={item.path}>
            <SectionLink
              to={item.path}
              className={(current) => `sidebar__link ${withIconClass(item.icon)}${current ? ' sidebar__link--active' : ''}`}
              title={collapsed ? t(item.label) : undefined}
            >
              <span className={textClass}>{t(item.label)}</span>
            </SectionLink>
          </li>
        ))}
        <li>
          <SignOutButton className={`sidebar__link button--link ${withIconClass('section-signout')}`} textClassName={textClass} />
        </li>
      </ul>
    </nav>
  );
}
