import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { TableRegion } from '~/ui/TableRegion';
import type { TabView } from '../profile-view';

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
      return (
        <TableRegion label={t('partner.contacts')}>
          <table className="table">
            <caption className="visually-hidden">{t('partner.contacts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('partner.contact')}</th>
                <th scope="col">{t('partner.surname')}</th>
                <th scope="col">{t('partner.name')}</th>
                <th scope="col">{t('partner.job')}</th>
                <th scope="col">{t('partner.phone')}</th>
                <th scope="col">{t('partner.email')}</th>
                <th scope="col">{t('partner.note')}</th>
              </tr>
            </thead>
            <tbody>
              {tab.contacts.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.key === 'first' ? t('partner.firstContact') : t('partner.secondContact')}</th>
                  <td>{row.surname}</td>
                  <td>{row.name}</td>
                  <td>{row.job}</td>
                  <td>{row.phone}</td>
                  <td>{row.email}</td>
                  <td>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      );
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
