import type { Route } from './+types/leads';
import { data } from 'react-router';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { metaText } from '~/i18n/meta';
import { exportHref } from '~/leads/links';
import { leadQueryFrom, selectLeads, toLeadRow, type LeadRecord } from '~/leads/lead-search';
import { leadRecords } from '~/leads/lead-records.server';
import { partnerTimeZone } from '~/shell/time-zone.server';
import { LeadDetails } from '~/leads/ui/LeadDetails';
import { LeadTable } from '~/leads/ui/LeadTable';
import { StatusSummary } from '~/leads/ui/StatusSummary';
import styles from '~/styles/leads.css?url';
import { getLeads } from '~/upstream/leads.server';
import { BehindModal } from '~/ui/BehindModal';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { NO_STORE } from '~/lib/no-store';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';
import { DownloadLink } from '~/ui/DownloadLink';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'leads', 'title', 'My Leads') }];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['leads'] } satisfies I18nHandle;

/**
 * My Leads: the partner's leads searched, filtered by status and sorted (all URL state), a
 * summary per status, a details modal (`?lead={id}`) and the CSV export of the same rows.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const dictionary = routeDictionary(locale, handle.i18n);
    const params = url.searchParams;
    const query = leadQueryFrom(params);
    const [leads, timeZone] = await Promise.all([section(getLeads(upstream)), partnerTimeZone(request, upstream)]);
    if (!leads.ok) return data({ dictionary, state: 'error' as const, error: leads.error, query }, { headers: NO_STORE });
    const records = leadRecords(leads.data, locale, timeZone);
    const selection = selectLeads(records, query);
    const leadId = params.get('lead');
    return data(
      {
        dictionary,
        state: 'ok' as const,
        query,
        total: records.length,
        searchTotal: selection.searchTotal,
        counts: selection.counts,
        rows: selection.leads.map(toLeadRow),
        open: leadId ? { id: leadId, lead: records.find((lead) => lead.id === leadId) ?? null } : null,
      },
      { headers: NO_STORE },
    );
  });
}

export default function Leads({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation('leads');
  const errorText = useErrorText();
  const [params] = useSearchParams();

  return (
    <section className="page leads">
      <header className="page__header">
        <h1>{t('title')}</h1>
        {data.state === 'ok' && data.rows.length > 0 ? (
          <DownloadLink className="button" href={exportHref(params)}>
            {t('export')}
          </DownloadLink>
        ) : null}
      </header>
      {data.state === 'error' ? (
        <ErrorAlert look="inline">{errorText(data.error)}</ErrorAlert>
      ) : (
        <>
          <BehindModal open={data.open !== null}>
            <div className="toolbar">
              <SearchBox label={t('searchLabel')} placeholder={t('searchPlaceholder')} keep={['status', 'sort', 'dir']} />
            </div>
            {data.total === 0 ? (
              <p className="empty">{t('noLeads')}</p>
            ) : (
              <>
                <StatusSummary counts={data.counts} searchTotal={data.searchTotal} active={data.query.status} />
                <p className="leads__count" role="status">
                  {t('shown', { shown: data.rows.length, total: data.total })}
                </p>
                <LeadTable rows={data.rows} sort={{ sort: data.query.sort, dir: data.query.dir }} />
              </>
            )}
          </BehindModal>
          {data.open ? <LeadDetails id={data.open.id} lead={data.open.lead as LeadRecord | null} /> : null}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
