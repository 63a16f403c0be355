import { Form } from 'react-router';
import { useRef } from 'react';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { HEADER_DROPDOWNS, useExclusiveDropdowns } from '~/shell/useExclusiveDropdowns';
import { SIDEBAR_ITEMS } from './Sidebar';
import { SignOutButton } from './SignOutButton';
import { SiteSearchForm } from './SiteSearchForm';
import { ThemeChoices } from './ThemeToggle';
import { ReturnToField } from '~/forms/ReturnToField';
import { SCREENS } from '~/screens';
import { SectionLink } from './SectionLink';

/** The pages the section menu lists after the sidebar's (app/screens.ts): reached from the header's menus on wide screens. */
const MORE_SECTIONS = SCREENS.flatMap((screen) => (screen.menu?.place === 'more' ? [{ path: `/${screen.path}`, label: screen.menu.label }] : []));

/**
 * The menu of every section (the sidebar's pages, Change Password and Notifications), the
 * header's search and the theme and sign-out actions: a native `details` that opens and closes
 * without JavaScript. With it, opening moves focus into the menu and Escape closes it and
 * returns focus to the toggle (see useExclusiveDropdowns). Shown where the sidebar is hidden.
 */
export function SectionMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  // The current section is marked (aria-current="page"), its own pages included.
  const link = ({ label, path }: { label: string; path: string }) => (
    <li key={path}>
      <SectionLink to={path}>{t(label)}</SectionLink>
    </li>
  );
  return (
    <details className={`dropdown section-menu ${className}`.trim()} name={HEADER_DROPDOWNS} data-dropdown>
      <summary className="icon-button" aria-label={t('menu.open')}>
        <span aria-hidden="true">☰</span>
      </summary>
      <nav className="dropdown__panel menu section-menu__panel" aria-label={t('menu.mobile')}>
        <SiteSearchForm id="mobile-search" className="section-menu__search" />
        <ul>
          {SIDEBAR_ITEMS.map(link)}
          {MORE_SECTIONS.map(link)}
          <li>
            <Form method="post" action="/preferences">
              <CsrfField />
              <ReturnToField />
              <input type="hidden" name="intent" value="theme" />
              <ThemeChoices className="button button--link" labelled={false}>
                {() => t('theme.toggle')}
              </ThemeChoices>
            </Form>
          </li>
          <li>
            <SignOutButton />
          </li>
        </ul>
      </nav>
    </details>
  );
}

/** Where a page hides the header (search results), the section menu stands alone in a slim bar. */
export function SectionMenuBar() {
  const ref = useRef<HTMLDivElement>(null);
  useExclusiveDropdowns(ref);
  return (
    <div className="menubar" ref={ref}>
      <SectionMenu />
    </div>
  );
}
