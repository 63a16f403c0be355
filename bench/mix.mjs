// A partner's morning, as the bench sends it: which screens, how often, and how much of it
// as documents (a first load, or a browser without JavaScript) and how much as the `.data`
// requests of client navigations. The one place the mix is named; `bench/mix.test.ts`
// holds it to the screen list (app/screens.ts): every signed-in screen has a weight here,
// naming none that is not a screen.

/**
 * Views per hundred of a morning, by the screen's path in app/screens.ts. The dashboard is
 * where every session starts and where partners come back to; leads and the catalogue
 * (portfolios, products, the price list) are the day's work; media and news are read along
 * the way; a partner looks at their support tickets while one is open and at their profile
 * now and then; the screens visited only for a change weigh 0 and are not sent.
 */
export const MORNING_WEIGHTS = {
  dashboard: 24,
  leads: 18,
  playbook: 6,
  'playbook/:id': 6,
  'playbook/:id/:productId': 6,
  pricelist: 8,
  assets: 5,
  'assets/:category': 6,
  newsannouncements: 8,
  searchresults: 6,
  support: 4,
  profile: 3,
  changepassword: 0,
  notifications: 0,
  timezone: 0,
};

/**
 * Screens whose provider calls the spec chains, each waiting for the one before: service
 * support asks the CRM contact by the partner's e-mail, then its tickets by the contact's ids
 * (the profile is asked beside the contact). Every other screen's calls go out together.
 */
export const CHAINED_ROUNDS = { support: 2 };

/** The share of views asked for as documents; the rest are client navigations' `.data` requests. */
export const DOCUMENT_SHARE = 0.3;

/** What a screen's address is given in the bench: the sandbox's catalogue and a search. */
const QUERIES = { searchresults: '?query=drone' };

/**
 * The address of a client navigation's data request to a screen from another screen, as
 * React Router's single fetch asks for it: the root and the signed-in layout do not load again
 * on a navigation (their `shouldRevalidate`), so the request names the screen's route alone
 * (`_routes`, its id being its module's path) and only its loader runs.
 */
function dataPath(screen, address, query) {
  const search = new URLSearchParams(query);
  search.set('_routes', screen.file.replace(/\.tsx$/, ''));
  return `${address}.data?${search}`;
}

/**
 * The mix's entries, `{ name, screen, path, dataPath, weight }`, from the screen list and the
 * weights; `params` fill a screen's parameters (a portfolio, a product, a category), `queries`
 * a screen's query (a search's words) in the place of the bench's own.
 */
export function morningMix(screens, screenAddress, params, queries = QUERIES) {
  return Object.entries(MORNING_WEIGHTS)
    .filter(([, weight]) => weight > 0)
    .map(([path, weight]) => {
      const screen = screens.find((candidate) => candidate.path === path);
      if (!screen) throw new Error(`bench: no screen ${path} in app/screens.ts`);
      const address = `/partner${screenAddress(screen, params)}`;
      const query = queries[path] ?? '';
      return { name: path, screen, path: `${address}${query}`, dataPath: dataPath(screen, address, query), weight };
    });
}

/** Picks from `entries` by their weights with `random` (in [0, 1)). */
export function pickWeighted(entries, random) {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  let left = random() * total;
  for (const entry of entries) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return entries.at(-1);
}
