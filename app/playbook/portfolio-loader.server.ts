import { data } from 'react-router';
import { type RequestArgs } from '~/auth/guard.server';
import { withSignedIn } from '~/auth/signed-in.server';
import type { Namespace } from '~/i18n/config';
import type { DictionaryText } from '~/i18n/dictionary-text';
import { routeDictionary } from '~/i18n/i18n.server';
import { NO_STORE } from '~/lib/no-store';
import type { Portfolio } from '~/upstream/schemas/catalogue';
import { loadPortfolio } from './catalogue.server';

/** What a portfolio screen's loader is given once the portfolio of its address is found. */
export interface FoundPortfolio {
  portfolio: Portfolio & { id: string };
  /** The screen's texts, as its loader sends them. */
  dictionary: DictionaryText;
}

/**
 * The loader of a screen of one portfolio (`/playbook/{id}` and its products): signed in, it
 * hands the portfolio of the address (`id`) and the texts of `namespaces` to `load`. When the
 * playbook did not load (`error`) or holds no portfolio of that id (`notFound`, a 404), the
 * screen is answered with that state and its texts alone. No answer is kept by a cache.
 */
export function withPortfolio<T>(args: RequestArgs, id: string | undefined, namespaces: readonly Namespace[], load: (found: FoundPortfolio) => T) {
  return withSignedIn(args, async ({ upstream, locale }) => {
    const dictionary = routeDictionary(locale, namespaces);
    const found = await loadPortfolio(upstream, id);
    if (found.state === 'error') return data({ dictionary, state: 'error' as const }, { headers: NO_STORE });
    if (found.state === 'notFound') return data({ dictionary, state: 'notFound' as const }, { status: 404, headers: NO_STORE });
    return load({ portfolio: found.portfolio, dictionary });
  });
}
