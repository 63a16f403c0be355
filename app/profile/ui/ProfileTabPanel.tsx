import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import type { TabView } from '../profile-view';
import { ContactTable } from './ContactTable';

function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const { t } = useTranslation('profile');
  return (
    <dl className="profile-facts">
      {items.map(([label, value]) => (
        <div key={label} className="profile-facts__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null ? <span className="empty">{t('notSet')}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The open tab's partner fields (spec 4): only that tab's data reaches the browser. */
export function ProfileTabPanel({ tab }: { tab: TabView }) {
  const { t } = useTranslation('profile');
  switch (tab.tab) {
    case 'general':
      return (
        <Facts
          items={[
            [t('partner.cif'), tab.cif],
            [t('partner.country'), tab.country],
            [t('partner.region'), tab.region],
            [t('partner.address'), tab.address],
            [t('partner.phone'), tab.phone],
            ...(tab.fax ? ([[t('partner.fax'), tab.fax]] as Array<[string, ReactNode]>) : []),
          ]}
        />
      );
    case 'users':
      return <ContactTable contacts={tab.contacts} />;
    case 'ids':
      return (
        <Facts
          items={[
            [t('partner.sapId'), tab.sapId],
            [t('partner.sugarId'), tab.sugarId],
            [t('partner.hubspotId'), tab.hubspotId],
            [t('partner.extraInformation'), tab.extraInformation],
          ]}
        />
      );
    case 'profile':
    default:
      return (
        <Facts
          items={[
            [t('partner.companyName'), tab.companyName],
            [
              t('partner.website'),
              tab.website ? (
                tab.website.href ? (
                  <a href={tab.website.href} target="_blank" rel="noopener noreferrer">
                    {tab.website.text}
                  </a>
                ) : (
                  tab.website.text
                )
              ) : null,
            ],
            [t('partner.email'), tab.email],
            [t('partner.logo'), tab.logo ? <img src={tab.logo} alt={t('partner.logoAlt')} className="profile__logo" /> : null],
          ]}
        />
      );
  }
}
