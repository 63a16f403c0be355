import { GraphQLError } from 'graphql';
import type { SandboxContext } from '../context';
import type { Account } from '../state';
import { toLocale } from '../locales';
import { PARTNER_PORTAL_PATH } from '../seed/profiles';
import { eventsView, newsView } from '../views/news-events';
import { partnerPortalView } from '../views/portal';

interface ListingArgs {
  defaultLanguage?: string | null;
  sortBy?: (string | null)[] | null;
  sortOrder?: (string | null)[] | null;
  first?: number | null;
  after?: number | null;
}

/** Sorts by the requested fields, then pages with `after` (an offset) and `first`. */
function listing<T extends Record<string, unknown>>(nodes: T[], args: ListingArgs) {
  const sortBy = (args.sortBy ?? []).filter((field): field is string => typeof field === 'string');
  const sorted = [...nodes].sort((left, right) => {
    for (const [index, field] of sortBy.entries()) {
      const direction = String(args.sortOrder?.[index] ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
      const a = left[field];
      const b = right[field];
      if (a === b) continue;
      if (a === undefined || a === null) return 1;
      if (b === undefined || b === null) return -1;
      return (a < b ? -1 : 1) * direction;
    }
    return 0;
  });
  const offset = Math.max(0, args.after ?? 0);
  const page = args.first === null || args.first === undefined ? sorted.slice(offset) : sorted.slice(offset, offset + Math.max(0, args.first));
  return { edges: page.map((node) => ({ node })), totalCount: nodes.length };
}

/** What a resolver knows of its call: the signed-in account. */
export interface CallContext {
  account?: Account;
}

/** Root resolvers: each answers the localized view of the seed (news: the account's own, if it has any). */
export function rootValue(ctx: SandboxContext) {
  return {
    getPartnerPortal: (args: { fullpath: string; defaultLanguage?: string | null }) => {
      if (args.fullpath.replace(/(?<!\/)\/+$/, '') !== PARTNER_PORTAL_PATH) {
        throw new GraphQLError(`No partner portal document at ${args.fullpath}`);
      }
      return partnerPortalView(toLocale(args.defaultLanguage));
    },
    getEventsListing: (args: ListingArgs) => listing(eventsView(toLocale(args.defaultLanguage)), args),
    getNewsListing: (args: ListingArgs, call: CallContext) =>
      listing(
        (call.account?.news ?? ctx.news).map((item) => newsView(item, toLocale(args.defaultLanguage))),
        args,
      ),
  };
}
