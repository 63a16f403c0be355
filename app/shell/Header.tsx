import { Link } from 'react-router';
import { useRef } from 'react';
import { useTranslation } from '~/i18n/react';
import type { ShellPartner } from '~/shell/shell.server';
import { HEADER_DROPDOWNS, useExclusiveDropdowns } from '~/shell/useExclusiveDropdowns';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { SignOutButton } from './SignOutButton';
import { NotificationsBell } from './NotificationsBell';
import { Logo } from './Logo';
import { SectionMenu } from './SectionMenu';
import { SiteSearchForm } from './SiteSearchForm';
import type { NotificationEntry } from '~/shell/notifications';
import { Icon } from '~/ui/Icon';

function greetingName(partner: Pick<ShellPartner, 'firstName' | 'lastName'> | null): string | null {
  const name = [partner?.firstName, partner?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

interface HeaderProps {
  partner: ShellPartner | null;
  notifications: NotificationEntry[];
  /** A source of the notifications could not be loaded. */
  notificationsFailed: boolean;
  unseen: number;
  /** No seen state yet: new means of the last days. */
  notificationsFirstVisit: boolean;
}

export function Header({ partner, notifications, notificationsFailed, unseen, notificationsFirstVisit }: HeaderProps) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLElement>(null);
  useExclusiveDropdowns(ref);
  const name = greetingName(partner);

  return (
    <header className="header" ref={ref}>
      <Link to="/dashboard" className="header__logo" aria-label={t('home')}>
        <Logo />
      </Link>
      <p className="header__greeting">
        {`${t('greeting')} `}
        {name ? (
          <>
            <strong>{name}</strong>
            {partner?.company ? <span className="header__company">{` | ${partner.company}`}</span> : null}
          </>
        ) : (
          <strong>{t('guest')}</strong>
        )}
      </p>
      <div className="header__actions">
        <details className="dropdown header__search" name={HEADER_DROPDOWNS} data-dropdown>
          <summary className="icon-button" aria-label={t('search.toggle')}>
            <Icon name="search" />
          </summary>
          <SiteSearchForm id="header-search" className="dropdown__panel" />
        </details>
        <div className="header__theme">
          <ThemeToggle />
        </div>
        <NotificationsBell entries={notifications} failed={notificationsFailed} unseen={unseen} firstVisit={notificationsFirstVisit} />
        <details className="dropdown" name={HEADER_DROPDOWNS} data-dropdown>
          <summary className="avatar-button" aria-label={t('profileMenu')}>
            {partner?.photo ? (
              <img src={partner.photo} alt="" width={32} height={32} className="avatar" />
            ) : (
              <span className="avatar avatar--placeholder" aria-hidden="true">
                {(name ?? '?').slice(0, 1)}
              </span>
            )}
          </summary>
          <ul className="dropdown__panel menu">
            <li>
              <Link to="/profile">{t('menu.profile')}</Link>
            </li>
            <li>
              <Link to="/support">{t('menu.settings')}</Link>
            </li>
            <li>
              <Link to="/changepassword">{t('menu.changePassword')}</Link>
            </li>
            <li>
              <SignOutButton />
            </li>
          </ul>
        </details>
        <LanguageMenu />
        <SectionMenu className="header__hamburger" />
      </div>
    </header>
  );
}
