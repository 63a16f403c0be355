import type { Route } from './+types/leads.export.csv';
import { withSignedIn } from '~/auth/signed-in.server';
import { DEFAULT_LANGUAGE, isLanguage } from '~/i18n/config';
import { createTranslate } from '~/i18n/translate';
import { exportFileName, leadsCsv } from '~/leads/export';
import { leadQueryFrom, selectLeads } from '~/leads/lead-search';
import { leadRecords } from '~/leads/lead-records.server';
import { partnerTimeZone } from '~/shell/time-zone.server';
import { dictionaryFor } from '~/i18n/dictionaries.server';
import { errorText, isSignedOut, UpstreamError } from '~/upstream/errors';
import { getLeads } from '~/upstream/leads.server';
import { NO_STORE } from '~/lib/no-store';
import { downloadResponse } from '~/lib/downloads';
import { refusePosts } from '~/lib/reads-only';

/**
 * /partner/leads/export.csv: the leads the table shows for the same query string (search,
 * status, sort), as CSV with a byte order mark. Signed-in only, never cached.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale: interfaceLocale }) => {
    const locale = isLanguage(interfaceLocale) ? interfaceLocale : DEFAULT_LANGUAGE;
    const dictionary = dictionaryFor(locale);
    const t = createTranslate(dictionary, 'leads');
    // The dates the table showed: in the partner's zone (the search matches them).
    const timeZone = partnerTimeZone(request, upstream).catch(() => 'UTC');
    let leads;
    try {
      leads = await getLeads(upstream);
    } catch (error) {
      if (!(error instanceof UpstreamError) || isSignedOut(error)) throw error;
      const message = errorText(error.toJSON(), createTranslate(dictionary, 'common'));
      return new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } });
    }
    const query = leadQueryFrom(url.searchParams);
    const { leads: rows } = selectLeads(leadRecords(leads, locale, await timeZone), query);
    const csv = leadsCsv(rows, (key) => t(`columns.${key}`));
    return downloadResponse(csv, 'text/csv; charset=utf-8', exportFileName());
  });
}

/** A file is only read: a post is refused with what the address takes. */
export const action = refusePosts;
