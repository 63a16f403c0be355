/** A lead as the provider sends it: Jonas Becker, new, with two products; tests change the fields they are about. */
export const BECKER_FIELDS = {
  id: 7001,
  firstname: 'Jonas',
  lastname: 'Becker',
  company: 'Rheinland Tankbau GmbH',
  status: 'New',
  email: 'j.becker@rheinland-tankbau.example',
  phone: '+49 221 4471 230',
  creationDate: '2026-03-05T09:15:00.000Z',
  country_iso: 'DE',
  street: 'Industriestraße 14',
  zip: '50735',
  message: 'Six storage tanks',
  note: 'Met at the expo',
  products: [
    { id: 11, model: 'D200-PRO' },
    { id: 23, model: 'CR-X5M' },
  ],
};
