import { describe, expect, it } from 'vitest';
import { metaText } from '~/i18n/meta';
import { pageTitle } from '~/playbook/meta';
import { writeDictionaryText } from '~/i18n/dictionary-text';

// Each route's loader sends the namespaces its view reads (as one text); a title may come from any of them.
const matches = [
  { id: 'root', data: { dictionary: writeDictionaryText({ common: { retry: 'Erneut versuchen' } }) } },
  { id: 'routes/partner._app', data: null },
  { id: 'routes/partner._app.profile', data: { dictionary: writeDictionaryText({ profile: { title: 'Profil', password: { title: 'Passwort ändern' } } }) } },
  { id: 'routes/partner._app.searchresults', data: { dictionary: writeDictionaryText({ search: { title: 'Ergebnisse für „{{query}}“' } }) } },
  { id: 'routes/partner._app.playbook', data: { dictionary: writeDictionaryText({ playbook: { title: 'Meine Produkte' } }) } },
];

describe('metaText', () => {
  it("reads a page title from the matched routes' dictionaries, nested keys and placeholders as t does", () => {
    expect(metaText(matches, 'profile', 'title', 'Profile')).toBe('Profil');
    expect(metaText(matches, 'profile', 'password.title', 'Change Password')).toBe('Passwort ändern');
    expect(metaText(matches, 'search', 'title', 'Search Results', { query: 'drone' })).toBe('Ergebnisse für „drone“');
  });

  it('answers the English fallback without the dictionaries, and the key for a key its dictionary lacks', () => {
    expect(metaText([], 'profile', 'title', 'Profile')).toBe('Profile');
    expect(metaText([{ id: 'root', data: undefined }], 'leads', 'title', 'My Leads')).toBe('My Leads');
    expect(metaText(matches, 'leads', 'title', 'My Leads')).toBe('My Leads');
    expect(metaText(matches, 'profile', 'missing.key', 'Profile')).toBe('missing.key');
  });

  it('names a product with its area in the playbook', () => {
    expect(pageTitle(matches, 'Drone 200 Pro')).toBe('Drone 200 Pro | Meine Produkte');
    expect(pageTitle([])).toBe('My Products');
  });
});
