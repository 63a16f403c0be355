import { useTranslation } from '~/i18n/react';
import { DataTable, type Column } from '~/ui/DataTable';
import type { ContactRow } from '../profile-view';

/** The partner's two contacts (the Users tab), each row named by which contact it is. */
export function ContactTable({ contacts }: { contacts: ContactRow[] }) {
  const { t } = useTranslation('profile');
  const columns: Column<ContactRow>[] = [
    {
      key: 'contact',
      header: t('partner.contact'),
      rowHeader: true,
      cell: (row) => (row.key === 'first' ? t('partner.firstContact') : t('partner.secondContact')),
    },
    { key: 'surname', header: t('partner.surname'), cell: (row) => row.surname },
    { key: 'name', header: t('partner.name'), cell: (row) => row.name },
    { key: 'job', header: t('partner.job'), cell: (row) => row.job },
    { key: 'phone', header: t('partner.phone'), cell: (row) => row.phone },
    { key: 'email', header: t('partner.email'), cell: (row) => row.email },
    { key: 'note', header: t('partner.note'), cell: (row) => row.note },
  ];
  return <DataTable caption={t('partner.contacts')} className="contact-table" columns={columns} rows={contacts} rowKey={(row) => row.key} cardsBelow={62} />;
}
