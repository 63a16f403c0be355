import { describe, expect, it } from 'vitest';
import { metaText } from '~/i18n/meta';
import { pageTitle } from '~/playbook/meta';
import { writeDictionaryText } from '~/i18n/dictionary-text';

// Each route's loader sends the namespaces its view reads (as one text); a title may come from any of them.
const common = {
  portalName: 'Partnerportal',
  notFound: { title: 'Seite nicht gefunden' },
  forbidden: { title: 'Anfrage abgelehnt' },
  crash: { title: 'Etwas ist schiefgelaufen' },
};
const matches = [
  { id: 'root', loaderData: { dictionary: writeDictionaryText({ common }) } },
  { id: 'routes/signed-in-layout', loaderData: null },
  {
    id: 'routes/profile',
    loaderData: { dictionary: writeDictionaryText({ profile: { title: 'Profil', password: { title: 'Passwort ändern' } } }) },
  },
  { id: 'routes/searchresults', loaderData: { dictionary: writeDictionaryText({ search: { title: 'Ergebnisse für „{{query}}“' } }) } },
  { id: 'routes/playbook', loaderData: { dictionary: writeDictionaryText({ playbook: { title: 'Meine Produkte' } }) } },
];

/** A refusal thrown by a loader, as its route's `meta` and error boundary receive it (React Router's ErrorResponse). */
const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null });

describe('metaText', () => {
  it("reads a page title from the matched routes' dictionaries, nested keys and placeholders as t does", () => {
    expect(metaText({ matches }, 'profile', 'title', 'Profile')).toBe('Profil');
    expect(metaText({ matches }, 'profile', 'password.title', 'Change Password')).toBe('Passwort ändern');
    expect(metaText({ matches }, 'search', 'title', 'Search Results', { query: 'drone' })).toBe('Ergebnisse für „drone“');
    expect(metaText({ matches }, 'profile', 'missing.key', 'Profile')).toBe('missing.key');
  });

  it("without the route's own texts (its loader failed) names its error, or the portal, in the common texts", () => {
    expect(metaText({ matches, error: thrown(404) }, 'assets', 'title', 'Media Assets')).toBe('Seite nicht gefunden');
    expect(metaText({ matches, error: thrown(403) }, 'leads', 'title', 'My Leads')).toBe('Anfrage abgelehnt');
    expect(metaText({ matches, error: thrown(502) }, 'leads', 'title', 'My Leads')).toBe('Etwas ist schiefgelaufen');
    expect(metaText({ matches, error: new Error('render') }, 'leads', 'title', 'My Leads')).toBe('Etwas ist schiefgelaufen');
    expect(metaText({ matches }, 'leads', 'title', 'My Leads')).toBe('Partnerportal');
  });

  it('answers the English fallback only without any texts', () => {
    expect(metaText({ matches: [] }, 'profile', 'title', 'Profile')).toBe('Profile');
    expect(metaText({ matches: [{ id: 'root', loaderData: undefined }], error: thrown(404) }, 'leads', 'title', 'My Leads')).toBe('My Leads');
  });

  it('names a product with its area in the playbook', () => {
    expect(pageTitle({ matches }, 'Drone 200 Pro')).toBe('Drone 200 Pro | Meine Produkte');
    expect(pageTitle({ matches: [] })).toBe('My Products');
  });
});
