/**
 * The portal's screens, each declared once. The route config (app/routes.ts), the menus, the
 * skeleton shown while a screen loads, the text namespaces, the bench, the soak and the tests
 * that visit every screen read this list: adding a screen is one entry here, its route
 * module, its texts and its test. A unit test (app/screens.test.ts) names a route
 * module that neither this list nor app/routes.ts names, and an entry whose module or texts
 * are missing.
 *
 * This module imports nothing: browser code, lib/ and the bench's scripts read it.
 */

/** What stands in for a screen while a client navigation to it loads (app/shell/PendingScreen.tsx). */
export type PendingSkeleton = 'portfolios' | 'news' | 'cards' | 'tickets' | 'lines';

/**
 * Where the menus list a screen, by a key of the `shell` texts: the sidebar, with the icon it
 * shows when collapsed (the section menu of small screens lists the same entries first), or
 * the section menu's entries after the sidebar's ('more'). A screen without one is reached
 * from its own pages.
 */
type ScreenMenu<Icon extends string> = { place: 'sidebar'; label: string; icon: Icon } | { place: 'more'; label: string };

interface ScreenOf<Namespace extends string, Icon extends string> {
  /** Its address below the basename /partner, in React Router's form ('assets/:category'). */
  path: string;
  /** Its route module below app/; the path without the extension is the route's id ('routes/leads'). */
  file: `routes/${string}.tsx`;
  /** An index route (a form that posts to it names `?index`). */
  index?: true;
  /** Shown signed out, outside the signed-in layout; every other screen is inside it. */
  public?: true;
  /** Its entry in the menus; none when absent. */
  menu?: ScreenMenu<Icon>;
  /** The namespace of the texts its view reads (app/locales/<namespace>/<language>.json). */
  namespace: Namespace;
  /** Its skeleton while a client navigation to it loads. */
  pending: PendingSkeleton;
}

/** A screen's entry in the sidebar: its label `sidebar.<key>` of the `shell` texts, its icon `section-<key>`. */
function sidebar<Key extends string>(key: Key) {
  return { place: 'sidebar', label: `sidebar.${key}`, icon: `section-${key}` } as const;
}

/** A screen's entry in the section menu after the sidebar's, by its label of the `shell` texts. */
function more<Label extends string>(label: Label) {
  return { place: 'more', label } as const;
}

/** In the order of the menus. */
const LIST = [
  { path: 'dashboard', file: 'routes/dashboard.tsx', menu: sidebar('dashboard'), namespace: 'dashboard', pending: 'portfolios' },
  { path: 'leads', file: 'routes/leads.tsx', menu: sidebar('leads'), namespace: 'leads', pending: 'lines' },
  { path: 'playbook', file: 'routes/playbook.tsx', index: true, menu: sidebar('products'), namespace: 'playbook', pending: 'portfolios' },
  { path: 'playbook/:id', file: 'routes/playbook.$id.tsx', index: true, namespace: 'playbook', pending: 'lines' },
  { path: 'playbook/:id/:productId', file: 'routes/playbook.$id.$productId.tsx', namespace: 'playbook', pending: 'lines' },
  { path: 'pricelist', file: 'routes/pricelist.tsx', menu: sidebar('pricelist'), namespace: 'playbook', pending: 'lines' },
  { path: 'assets', file: 'routes/assets.tsx', index: true, menu: sidebar('assets'), namespace: 'assets', pending: 'cards' },
  { path: 'assets/:category', file: 'routes/assets.$category.tsx', namespace: 'assets', pending: 'cards' },
  { path: 'newsannouncements', file: 'routes/newsannouncements.tsx', menu: sidebar('news'), namespace: 'news', pending: 'news' },
  { path: 'support', file: 'routes/support.tsx', menu: sidebar('support'), namespace: 'support', pending: 'tickets' },
  { path: 'profile', file: 'routes/profile.tsx', menu: sidebar('profile'), namespace: 'profile', pending: 'lines' },
  { path: 'changepassword', file: 'routes/changepassword.tsx', menu: more('menu.changePassword'), namespace: 'profile', pending: 'lines' },
  { path: 'notifications', file: 'routes/notifications.tsx', menu: more('notifications.title'), namespace: 'shell', pending: 'lines' },
  { path: 'searchresults', file: 'routes/searchresults.tsx', namespace: 'search', pending: 'cards' },
  // Reached from the header's language menu, where the language and theme are chosen.
  { path: 'timezone', file: 'routes/timezone.tsx', namespace: 'shell', pending: 'lines' },
  { path: 'signin', file: 'routes/signin.tsx', public: true, namespace: 'auth', pending: 'lines' },
  { path: 'navigation', file: 'routes/navigation.tsx', public: true, namespace: 'shell', pending: 'lines' },
] as const satisfies readonly ScreenOf<string, string>[];

type Listed = (typeof LIST)[number];

/** A namespace of the texts that a screen reads. */
export type ScreenNamespace = Listed['namespace'];

/** An icon of the sidebar's entries. */
export type SidebarIcon = Extract<Listed, { menu: { place: 'sidebar' } }>['menu']['icon'];

export type Screen = ScreenOf<ScreenNamespace, SidebarIcon>;

export const SCREENS: readonly Screen[] = LIST;

/** The screen at a path below the basename ('/assets/sales-flyers' is 'assets/:category'), if one is. */
export function screenAt(pathname: string): Screen | undefined {
  const parts = pathname.replace(/^\//, '').replace(/\/$/, '').split('/');
  return SCREENS.find((screen) => {
    const pattern = screen.path.split('/');
    return pattern.length === parts.length && pattern.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]));
  });
}

/** A screen's path below the basename with its parameters filled in: `/playbook/1/12` for 'playbook/:id/:productId'. */
export function screenAddress(screen: Screen, params: Readonly<Record<string, string>> = {}): string {
  const parts = screen.path.split('/').map((part) => {
    if (!part.startsWith(':')) return part;
    const value = params[part.slice(1)];
    if (value === undefined) throw new Error(`no value for ${part} of the screen ${screen.path}`);
    return encodeURIComponent(value);
  });
  return `/${parts.join('/')}`;
}
