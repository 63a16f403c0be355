import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '~/i18n/config';
import routes from '~/routes';
import { SCREENS, screenAddress, screenAt } from '~/screens';
import { menuLabel, PUBLIC_SCREENS, screenAddresses, screensNotVisited, SIGNED_IN_SCREENS } from '../tests/screens';

/**
 * The list of screens (app/screens.ts) and the route config built from it (app/routes.ts)
 * name every route module there is, and nothing else; each screen's texts are there in every
 * language, and its page carries them.
 */
const APP = path.resolve('app');

/** The route modules below app/routes/, as the route config names them ('routes/pin.tsx'). */
function routeModules(): string[] {
  return readdirSync(path.join(APP, 'routes'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => `routes/${entry.name}`)
    .sort();
}

/** The modules a route config names, its nested routes' included. */
function configModules(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...configModules(entry.children ?? [])]);
}

/** What one side names and the other does not. */
function differences(modules: readonly string[], named: readonly string[]) {
  return { unnamed: modules.filter((file) => !named.includes(file)), missing: named.filter((file) => !modules.includes(file)) };
}

describe('the list of screens', () => {
  it('and the route config name every route module, and only those', () => {
    expect(differences(routeModules(), configModules(routes))).toEqual({ unnamed: [], missing: [] });
    expect(routeModules().length).toBeGreaterThan(20);
  });

  it('names only route modules that exist, each once, and each in the route config', () => {
    const files = SCREENS.map((screen) => screen.file);
    for (const file of files) expect(existsSync(path.join(APP, file)), file).toBe(true);
    expect(new Set(files).size).toBe(files.length);
    expect(differences(configModules(routes), files).missing).toEqual([]);
  });

  it('tells a module that nothing names from a name with no module', () => {
    expect(differences(['routes/a.tsx', 'routes/new.tsx'], ['routes/a.tsx', 'routes/gone.tsx'])).toEqual({
      unnamed: ['routes/new.tsx'],
      missing: ['routes/gone.tsx'],
    });
  });

  it('puts the signed-in screens inside the signed-in layout and the public ones beside it', () => {
    const layout = routes.find((entry) => entry.file === 'routes/signed-in-layout.tsx');
    const inside = configModules(layout?.children ?? []);
    for (const screen of SCREENS) expect(inside.includes(screen.file), screen.file).toBe(!screen.public);
  });

  it('gives each screen its own address, at which it is found again', () => {
    const params = { id: '1', productId: '12', category: 'sales-flyers' };
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) expect(screenAt(screenAddress(screen, params)), screen.path).toBe(screen);
    expect(screenAt('/assets/sales-flyers')?.path).toBe('assets/:category');
    expect(screenAt('/playbook/')?.path).toBe('playbook');
    expect(screenAt('/no-such-screen')).toBeUndefined();
    expect(screenAt('/assets/a/b')).toBeUndefined();
    expect(() => screenAddress(SCREENS.find((screen) => screen.path === 'playbook/:id')!)).toThrow(/:id/);
  });

  it("has each screen's texts in every language", () => {
    for (const screen of SCREENS) {
      for (const language of SUPPORTED_LANGUAGES) {
        const file = path.join(APP, 'locales', screen.namespace, `${language}.json`);
        expect(existsSync(file), `${screen.path}: app/locales/${screen.namespace}/${language}.json`).toBe(true);
      }
    }
  });

  it("sends each screen's texts with its page: the route names the namespace, or the signed-in layout sends it", () => {
    for (const screen of SCREENS) {
      const source = readFileSync(path.join(APP, screen.file), 'utf8');
      const declared = /export const handle[^=]*=\s*\{[^}]*\bi18n:\s*\[([^\]]*)\]/s.exec(source)?.[1] ?? '';
      const carried = new Set([...declared.matchAll(/'(\w+)'/g)].map((match) => match[1]));
      if (!screen.public) carried.add('shell');
      expect([...carried], screen.file).toContain(screen.namespace);
    }
  });
});

describe('the tests that visit every screen', () => {
  it('name the screens an address list leaves out', () => {
    expect(screensNotVisited(['/partner/signin?signup=1', '/partner/navigation'], PUBLIC_SCREENS)).toEqual([]);
    expect(screensNotVisited(['/partner/signin', '/partner/no-such-screen'], PUBLIC_SCREENS)).toEqual(['navigation']);
    const all = SIGNED_IN_SCREENS.map((screen) => `/partner${screenAddress(screen, { id: '1', productId: '12', category: 'x' })}?a=1#b`);
    expect(screensNotVisited(all, SIGNED_IN_SCREENS)).toEqual([]);
    expect(
      screensNotVisited(
        all.filter((address) => !address.startsWith('/partner/playbook/1/')),
        SIGNED_IN_SCREENS,
      ),
    ).toEqual(['playbook/:id/:productId']);
  });

  it("visit each screen's variants in the list's order, and its path where it has none", () => {
    expect(screenAddresses(PUBLIC_SCREENS, { signin: ['/signin', '/signin?signup=1'] })).toEqual(['/signin', '/signin?signup=1', '/navigation']);
    expect(() => screenAddresses(SIGNED_IN_SCREENS, {})).toThrow(/:id/);
    expect(() => screenAddresses(PUBLIC_SCREENS, { 'no-such-screen': ['/x'] })).toThrow(/no screen no-such-screen/);
  });

  it('read the menu labels in English', () => {
    expect(SIGNED_IN_SCREENS.filter((screen) => screen.menu).map(menuLabel)).toEqual([
      'Dashboard',
      'My Leads',
      'My Products',
      'My Price List',
      'Media Assets',
      'News',
      'Service Support',
      'My Profile',
      'Change Password',
      'Notifications',
    ]);
  });
});
