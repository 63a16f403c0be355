import { describe, expect, it } from 'vitest';
import { emptyProfileView, tabView, toProfileView } from '~/profile/profile-view.server';
import { profileResponseSchema } from '~/upstream/schemas/profile';

const resolve = (ref: string | null | undefined) => (!ref ? null : ref.startsWith('/') ? `/partner/media${ref}` : ref);

const profile = profileResponseSchema.parse({
  body: {
    firstName: 'Alex',
    lastName: 'Morgan',
    company: 'Northwind',
    phone: '+44 1',
    email: 'alex@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/alex',
    xUrl: null,
    profilePhoto: '/media/profiles/alex.svg',
    distributionAgreement: '/media/agreements/a.pdf',
    is2FaEnabled: true,
    partner: {
      name: 'Northwind Ltd',
      website: 'https://www.northwind.example',
      email: 'info@northwind.example',
      logo: '/media/partners/logo.svg',
      cif: 'GB 1',
      country: 'United Kingdom',
      region: 'Manchester',
      address1: 'Unit 7',
      phone1: '+44 2',
      fax: '+44 3',
      SAPId: '001',
      sugarId: 'abc',
      HubspotId: '15',
      extrainformation: 'Reseller',
      partnerPriceID: 'PL-1',
      firstContactSurname: 'Morgan',
      firstContactName: 'Alex',
      firstContactJob: 'Sales',
      firstContactPhone: '+44 4',
      firstContactEmail: 'alex@northwind.example',
      firstContactNote: 'Orders',
      secondContactSurname: 'Okafor',
      secondContactName: 'Grace',
    },
  },
});

describe('toProfileView', () => {
  it('maps the card, the form defaults and the flags, media resolved', () => {
    const view = toProfileView(profile, 'profile', resolve);
    expect(view.card).toEqual({ photo: '/partner/media/media/profiles/alex.svg', firstName: 'Alex', lastName: 'Morgan', company: 'Northwind' });
    expect(view.form).toMatchObject({ firstName: 'Alex', linkedinUrl: 'https://www.linkedin.com/in/alex', xUrl: '' });
    expect(view.agreement).toBe('/partner/media/media/agreements/a.pdf');
    expect(view.twoFactorEnabled).toBe(true);
  });

  it('sends only the open tab, never the price-list id', () => {
    const json = JSON.stringify(toProfileView(profile, 'ids', resolve));
    expect(json).not.toContain('PL-1');
    expect(json).not.toContain('Unit 7');
  });
});

describe('tabView', () => {
  it('profile tab: company name, website, e-mail, logo', () => {
    expect(tabView(profile.partner, 'profile', resolve)).toEqual({
      tab: 'profile',
      companyName: 'Northwind Ltd',
      website: { text: 'https://www.northwind.example', href: 'https://www.northwind.example' },
      email: 'info@northwind.example',
      logo: '/partner/media/media/partners/logo.svg',
    });
  });

  it('a website that is not an http(s) address is shown as text only', () => {
    const partner = { ...profile.partner, website: 'javascript:alert(1)' };
    const view = tabView(partner, 'profile', resolve);
    expect(view.tab === 'profile' && view.website).toEqual({ text: 'javascript:alert(1)', href: null });
  });

  it('general tab: fax only when present', () => {
    expect(tabView(profile.partner, 'general', resolve)).toEqual({
      tab: 'general',
      cif: 'GB 1',
      country: 'United Kingdom',
      region: 'Manchester',
      address: 'Unit 7',
      phone: '+44 2',
      fax: '+44 3',
    });
    const view = tabView({ ...profile.partner, fax: null }, 'general', resolve);
    expect(view.tab === 'general' && view.fax).toBeNull();
  });

  it('users tab: the two contact rows', () => {
    const view = tabView(profile.partner, 'users', resolve);
    expect(view.tab === 'users' && view.contacts).toEqual([
      { key: 'first', surname: 'Morgan', name: 'Alex', job: 'Sales', phone: '+44 4', email: 'alex@northwind.example', note: 'Orders' },
      { key: 'second', surname: 'Okafor', name: 'Grace', job: '', phone: '', email: '', note: '' },
    ]);
  });

  it('ids tab: SAP, Sugar and Hubspot ids and the extra information', () => {
    expect(tabView(profile.partner, 'ids', resolve)).toEqual({ tab: 'ids', sapId: '001', sugarId: 'abc', hubspotId: '15', extraInformation: 'Reseller' });
  });
});

describe('emptyProfileView', () => {
  it('is a blank screen of the asked tab', () => {
    const view = emptyProfileView('general');
    expect(view.tab).toEqual({ tab: 'general', cif: '', country: '', region: '', address: '', phone: '', fax: null });
    expect(view.card.photo).toBeNull();
    expect(view.form.firstName).toBe('');
    expect(view.twoFactorEnabled).toBe(false);
  });
});
