import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '~/i18n/config';
import { dictionaries } from '~/i18n/dictionaries.server';
import { SCREENS } from '~/screens';

type Tree = { [key: string]: string | Tree };

/** A text of a dictionary by namespace and dotted key. */
function text(language: string, namespace: string, key: string): string {
  let node: string | Tree | undefined = (dictionaries as unknown as Record<string, Record<string, Tree>>)[language]?.[namespace];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${language}/${namespace}:${key} is missing`);
  return node;
}

/** The same term: case and spaces aside (the spec's English heading 'ChangePassword' is the menu's 'Change Password'). */
const fold = (value: string, language: string) => value.toLocaleLowerCase(language).replace(/\s+/g, '');

/** A section's name in a menu (namespace:key) and the title its page shows as heading and document title. */
const SAME_NAME: ReadonlyArray<[menu: string, page: string]> = [
  ['shell:sidebar.dashboard', 'dashboard:title'],
  ['shell:sidebar.leads', 'leads:title'],
  ['shell:sidebar.products', 'playbook:title'],
  ['shell:sidebar.pricelist', 'playbook:priceListTitle'],
  ['shell:sidebar.assets', 'assets:title'],
  ['shell:sidebar.news', 'news:title'],
  ['shell:sidebar.support', 'support:title'],
  ['shell:menu.profile', 'profile:title'],
  ['shell:menu.changePassword', 'profile:password.title'],
  ['profile:security.changePassword', 'profile:password.title'],
  ['shell:notifications.title', 'shell:notifications.bell'],
];

/**
 * Where the spec's English names a section differently in a menu than on its page:
 * the sidebar's 'My Profile' over the heading 'Profile' (the label holds the title), and
 * the header menu's 'Settings' for the 'Service support' screen (not compared).
 */
const HOLDS_TITLE: ReadonlyArray<[menu: string, page: string]> = [['shell:sidebar.profile', 'profile:title']];
const NOT_COMPARED: ReadonlyArray<[menu: string, page: string]> = [['shell:menu.settings', 'support:title']];

const read = (language: string, ref: string) => {
  const [namespace, key] = ref.split(':');
  return text(language, namespace, key);
};

describe('one name per section, in every language', () => {
  it('holds in English as the spec words it, apart from the listed exceptions', () => {
    for (const [menu, page] of SAME_NAME) expect(fold(read('en', menu), 'en'), `${menu} / ${page}`).toBe(fold(read('en', page), 'en'));
    for (const [menu, page] of HOLDS_TITLE) {
      expect(read('en', menu)).not.toBe(read('en', page));
      expect(fold(read('en', menu), 'en')).toContain(fold(read('en', page), 'en'));
    }
    for (const [menu, page] of NOT_COMPARED) expect(fold(read('en', menu), 'en')).not.toContain(fold(read('en', page), 'en'));
  });

  it('compares the label of every menu entry of the list of screens', () => {
    const compared = new Set([...SAME_NAME, ...HOLDS_TITLE].map(([menu]) => menu));
    for (const screen of SCREENS) if (screen.menu) expect(compared, screen.path).toContain(`shell:${screen.menu.label}`);
  });

  for (const language of SUPPORTED_LANGUAGES) {
    it(`${language}: each menu label is its page's title`, () => {
      for (const [menu, page] of SAME_NAME) {
        expect(fold(read(language, menu), language), `${language} ${menu} / ${page}`).toBe(fold(read(language, page), language));
      }
      for (const [menu, page] of HOLDS_TITLE) {
        expect(fold(read(language, menu), language), `${language} ${menu} / ${page}`).toContain(fold(read(language, page), language));
      }
    });
  }
});
