import { readFileSync } from 'node:fs';
import { SCREENS, screenAddress, screenAt, type Screen } from '../app/screens';

/*
 * The list of screens (app/screens.ts) as the tests that visit every screen read it: the
 * end-to-end, proxy and operations tests (which run against the built portal) and the unit
 * tests.
 */

/** The signed-in screens, in the menus' order. */
export const SIGNED_IN_SCREENS = SCREENS.filter((screen) => !screen.public);

/** The screens a visitor sees signed out. */
export const PUBLIC_SCREENS = SCREENS.filter((screen) => screen.public);

/**
 * The screens of `screens` that none of the addresses shows ('/partner/leads?lead=7001' shows
 * 'leads'): the ones a test meant to visit every screen has forgotten.
 */
export function screensNotVisited(addresses: Iterable<string>, screens: readonly Screen[] = SCREENS): string[] {
  const visited = new Set<string>();
  for (const address of addresses) {
    const pathname = new URL(address, 'http://portal.test').pathname;
    const screen = screenAt(pathname.startsWith('/partner/') ? pathname.slice('/partner'.length) : pathname);
    if (screen) visited.add(screen.path);
  }
  return screens.filter((screen) => !visited.has(screen.path)).map((screen) => screen.path);
}

/**
 * The addresses (below the basename) a test visits for each of `screens`, in their order: the
 * ones `variants` gives for a screen (by its path), else its own path. A screen with a
 * parameter needs its variants: the test names the sandbox's data it shows.
 */
export function screenAddresses(screens: readonly Screen[], variants: Readonly<Record<string, readonly string[]>>): string[] {
  for (const path of Object.keys(variants)) if (!screens.some((screen) => screen.path === path)) throw new Error(`no screen ${path} to vary`);
  return screens.flatMap((screen) => variants[screen.path] ?? [screenAddress(screen)]);
}

type Texts = { [key: string]: string | Texts };

/** A screen's label in its menu, in English (the `shell` texts). */
export function menuLabel(screen: Screen): string {
  if (!screen.menu) throw new Error(`the screen ${screen.path} has no menu entry`);
  let node: string | Texts | undefined = JSON.parse(readFileSync(new URL('../app/locales/shell/en.json', import.meta.url), 'utf8')) as Texts;
  for (const part of screen.menu.label.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`shell:${screen.menu.label} is no text`);
  return node;
}
