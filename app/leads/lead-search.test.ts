import { describe, expect, it } from 'vitest';
import { compareIds, leadQueryFrom, matchesLead, selectLeads, sortLeads, statusCounts, toLeadRecord, toLeadRow, type LeadRecord } from '~/leads/lead-search';
import { statusNamesFor } from '~/leads/lead-records.server';
import { leadSchema } from '~/upstream/schemas/leads';
import { BECKER_FIELDS } from '../../tests/helpers/leads';

function lead(fields: Record<string, unknown>, language = 'en', timeZone = 'UTC'): LeadRecord {
  return toLeadRecord(leadSchema.parse(fields), language, timeZone, statusNamesFor(language));
}

const becker = lead(BECKER_FIELDS);
const moreau = lead({
  id: 7002,
  firstname: 'Camille',
  lastname: 'Moreau',
  company: 'Énergie Sud Maintenance',
  status: 'Qualified',
  email: 'c.moreau@energie-sud.example',
  phone: '+33 4 91 55 20 18',
  creationDate: '2026-02-20T10:00:00.000Z',
  country_iso: 'FR',
  products: [{ id: 31, model: 'UT450' }],
});
const bianchi = lead({
  id: 10,
  firstname: 'Luca',
  lastname: 'Bianchi',
  company: 'Cantieri Navali Adriatici',
  status: 'proposal',
  email: 'luca.bianchi@cna-shipyard.example',
  phone: '+39 071 204 8870',
  creationDate: 'not a date',
  country_iso: 'IT',
  products: [],
});
const all = [becker, moreau, bianchi];

describe('toLeadRecord', () => {
  it('maps every field, the date and the country for the language', () => {
    expect(becker).toMatchObject({
      id: '7001',
      name: 'Jonas Becker',
      colour: 'blue',
      created: '2026-03-05T09:15:00.000Z',
      createdText: 'Mar 5, 2026',
      country: 'DE',
      countryName: 'Germany',
      street: 'Industriestraße 14',
      products: [
        { id: '11', model: 'D200-PRO' },
        { id: '23', model: 'CR-X5M' },
      ],
    });
    const german = lead({ id: 1, creationDate: '2026-03-05T09:15:00Z', country_iso: 'de' }, 'de');
    expect(german.createdText).toBe('05.03.2026');
    expect(german.countryName).toBe('Deutschland');
  });

  it('keeps garbage harmless: a bad date and an unknown country give null', () => {
    expect(bianchi.created).toBeNull();
    expect(bianchi.createdText).toBeNull();
    const odd = lead({ id: 2, country_iso: 'Atlantis' });
    expect(odd.countryName).toBeNull();
    expect(lead({}).id).toBeNull();
  });

  it('gives a table row only what the table shows', () => {
    const row = toLeadRow(becker);
    expect(row.models).toEqual(['D200-PRO', 'CR-X5M']);
    expect(row).not.toHaveProperty('message');
    expect(row).not.toHaveProperty('street');
  });
});

describe('matchesLead (spec 5)', () => {
  const hits = (query: string) => all.filter((item) => matchesLead(item, query)).map((item) => item.id);

  it('matches name, company, status, e-mail, phone, country, id and product model, ignoring case', () => {
    expect(hits('jonas')).toEqual(['7001']);
    expect(hits('BECKER')).toEqual(['7001']);
    expect(hits('camille moreau')).toEqual(['7002']);
    expect(hits('navali')).toEqual(['10']);
    expect(hits('QUALIFIED')).toEqual(['7002']);
    expect(hits('cna-shipyard')).toEqual(['10']);
    expect(hits('+33 4 91')).toEqual(['7002']);
    expect(hits('fr')).toContain('7002');
    expect(hits('7001')).toEqual(['7001']);
    expect(hits('cr-x5m')).toEqual(['7001']);
    expect(hits('ut450')).toEqual(['7002']);
  });

  it('matches the status as the language names it and as the provider sent it', () => {
    const german = lead({ id: 4, status: 'Qualified' }, 'de');
    expect(german.statusText).toBe('Qualifiziert');
    expect(matchesLead(german, 'qualifiziert')).toBe(true);
    expect(matchesLead(german, 'QUALIFIED')).toBe(true);
    expect(matchesLead(german, 'neu')).toBe(false);
  });

  it('matches the date as shown and as yyyy-mm-dd, and the country by name', () => {
    expect(hits('Mar 5, 2026')).toEqual(['7001']);
    expect(hits('2026-02-20')).toEqual(['7002']);
    expect(hits('italy')).toEqual(['10']);
  });

  it('matches the day the partner sees in their zone, not the UTC one', () => {
    const late = lead({ id: 20, creationDate: '2026-03-05T22:30:00Z' }, 'en', 'Asia/Tokyo');
    expect(late.createdText).toBe('Mar 6, 2026');
    expect(matchesLead(late, '2026-03-06')).toBe(true);
    expect(matchesLead(late, 'Mar 6, 2026')).toBe(true);
    expect(matchesLead(late, '2026-03-05')).toBe(false);
  });

  it('an empty or blank search matches everything; an unknown word nothing', () => {
    expect(hits('')).toEqual(['7001', '7002', '10']);
    expect(hits('   ')).toEqual(['7001', '7002', '10']);
    expect(hits('zeppelin')).toEqual([]);
  });
});

describe('compareIds', () => {
  it('compares numeric ids as numbers, however long', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('10', '9')).toBeGreaterThan(0);
    expect(compareIds('007', '7')).toBe(0);
    expect(compareIds('123456789012345678901', '123456789012345678902')).toBeLessThan(0);
  });

  it('uses natural order for other ids and puts missing ids last', () => {
    expect(compareIds('L-2', 'L-10')).toBeLessThan(0);
    expect(compareIds(null, '1')).toBeGreaterThan(0);
    expect(compareIds('1', null)).toBeLessThan(0);
  });
});

describe('sortLeads', () => {
  const ids = (list: LeadRecord[]) => list.map((item) => item.id);

  it('sorts by id numerically in both directions (the default column)', () => {
    expect(ids(sortLeads(all, 'id', 'asc'))).toEqual(['10', '7001', '7002']);
    expect(ids(sortLeads(all, 'id', 'desc'))).toEqual(['7002', '7001', '10']);
  });

  it('sorts text columns in natural order ignoring case and accents', () => {
    expect(ids(sortLeads(all, 'company', 'asc'))).toEqual(['10', '7002', '7001']);
    expect(ids(sortLeads(all, 'company', 'desc'))).toEqual(['7001', '7002', '10']);
    expect(ids(sortLeads(all, 'name', 'asc'))).toEqual(['7002', '7001', '10']);
    expect(ids(sortLeads(all, 'status', 'asc'))).toEqual(['7001', '10', '7002']);
  });

  it('sorts by the status as the language names it', () => {
    const german = [lead({ id: 1, status: 'New' }, 'de'), lead({ id: 2, status: 'Qualified' }, 'de'), lead({ id: 3, status: 'Proposal' }, 'de')];
    // Neu, Qualifiziert, Angebot: Angebot first in German, where Proposal comes between New and Qualified in English.
    expect(ids(sortLeads(german, 'status', 'asc'))).toEqual(['3', '1', '2']);
  });

  it('sorts by date, with leads without a valid date last in both directions', () => {
    expect(ids(sortLeads(all, 'date', 'asc'))).toEqual(['7002', '7001', '10']);
    expect(ids(sortLeads(all, 'date', 'desc'))).toEqual(['7001', '7002', '10']);
  });

  it('keeps id order among equal values and does not change its input', () => {
    const twins = [lead({ id: 3, company: 'Same' }), lead({ id: 1, company: 'Same' }), lead({ id: 2, company: 'Same' })];
    expect(ids(sortLeads(twins, 'company', 'desc'))).toEqual(['1', '2', '3']);
    expect(ids(twins)).toEqual(['3', '1', '2']);
  });
});

describe('statusCounts', () => {
  it('counts per status, statuses differing in case together, in natural order', () => {
    const extra = [...all, lead({ id: 5, status: 'new' }), lead({ id: 6, status: '' })];
    expect(statusCounts(extra)).toEqual([
      { status: 'New', text: 'New', count: 2, colour: 'blue' },
      { status: 'proposal', text: 'Proposal', count: 1, colour: 'yellow' },
      { status: 'Qualified', text: 'Qualified', count: 1, colour: 'green' },
    ]);
  });

  it('names each status in the language and orders them by those names; another status stays as sent', () => {
    const german = [lead({ id: 1, status: 'Qualified' }, 'de'), lead({ id: 2, status: 'new' }, 'de'), lead({ id: 3, status: ' Won ' }, 'de')];
    expect(statusCounts(german)).toEqual([
      { status: 'new', text: 'Neu', count: 1, colour: 'blue' },
      { status: 'Qualified', text: 'Qualifiziert', count: 1, colour: 'green' },
      { status: 'Won', text: 'Won', count: 1, colour: 'yellow' },
    ]);
  });
});

describe('selectLeads and leadQueryFrom', () => {
  it('reads the view state from the URL with the spec default (id ascending)', () => {
    expect(leadQueryFrom(new URLSearchParams(''))).toEqual({ q: '', status: '', sort: 'id', dir: 'asc' });
    expect(leadQueryFrom(new URLSearchParams('q=%20drone%20&status=New&sort=company&dir=desc'))).toEqual({
      q: 'drone',
      status: 'New',
      sort: 'company',
      dir: 'desc',
    });
    expect(leadQueryFrom(new URLSearchParams('sort=street&dir=up'))).toMatchObject({ sort: 'id', dir: 'asc' });
  });

  it('searches, then filters by status, then sorts; counts come from the search alone', () => {
    const result = selectLeads(all, { q: 'example', status: 'new', sort: 'id', dir: 'asc' });
    expect(result.leads.map((item) => item.id)).toEqual(['7001']);
    expect(result.searchTotal).toBe(3);
    expect(result.counts.map((entry) => [entry.status, entry.count])).toEqual([
      ['New', 1],
      ['proposal', 1],
      ['Qualified', 1],
    ]);
    const searched = selectLeads(all, { q: 'sud', status: '', sort: 'id', dir: 'desc' });
    expect(searched.leads.map((item) => item.id)).toEqual(['7002']);
    expect(searched.counts).toEqual([{ status: 'Qualified', text: 'Qualified', count: 1, colour: 'green' }]);
  });
});
