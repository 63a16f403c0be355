import type { Route } from './+types/partner._app.leads';
import { data } from 'react-router';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/guard.server';
import { section } from '~/upstream/section.server';
import { metaText } from '~/i18n/meta';
import { exportHref, leadAnchor } from '~/leads/links';
import { leadQueryFrom, selectLeads, toLeadRow, type LeadRecord, type LeadRow, type StatusCount } from '~/leads/lead-search';
import { leadRecords } from '~/leads/lead-records.server';
import { partnerTimeZone } from '~/shell/time-zone.server';
import { sameStatus, statusColour } from '~/leads/status';
import { LeadDetails } from '~/leads/ui/LeadDetails';
import { StatusBadge } from '~/leads/ui/StatusBadge';
import { withParams, type SortDirection } from '~/lib/url-state';
import styles from '~/styles/leads.css?url';
import { getLeads } from '~/upstream/leads.server';
import { BehindModal } from '~/ui/BehindModal';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { NO_STORE } from '~/lib/no-store';
import { DataTable, type Column } from '~/ui/DataTable';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';
import { DownloadLink } from '~/ui/DownloadLink';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches, 'leads', 'title', 'My Leads') }];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['leads'] } satisfies I18nHandle;

/**
 * My Leads: the partner's leads searched, filtered by status and sorted (all URL state), a
 * summary per status, a details modal (`?lead={id}`) and the CSV export of the same rows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale }) => {
    const dictionary = routeDictionary(locale, handle.i18n);
    const params = new URL(request.url).searchParams;
    const query = leadQueryFrom(params);
    const [leads, timeZone] = await Promise.all([section(getLeads(upstream)), partnerTimeZone(upstream)]);
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

/** Leads per status among the search's matches; each count is a link that filters the table. */
function StatusSummary({ counts, searchTotal, active }: { counts: StatusCount[]; searchTotal: number; active: string }) {
  const { t } = useTranslation('leads');
  const [params] = useSearchParams();
  const shown =
    active && !counts.some((entry) => sameStatus(entry.status, active)) ? [...counts, { status: active, count: 0, colour: statusColour(active) }] : counts;
  return (
    <nav className="lead-summary" aria-label={t('summary.label')}>
      <ul className="lead-summary__list">
        <li>
          <Link
            to={withParams(params, { status: null, lead: null })}
            className="lead-summary__item"
            aria-current={active === '' ? 'true' : undefined}
            preventScrollReset
          >
            <span className="lead-summary__label">{t('summary.all')}</span> <span className="lead-summary__count">{searchTotal}</span>
          </Link>
        </li>
        {shown.map((entry) => (
          <li key={entry.status}>
            <Link
              to={withParams(params, { status: entry.status, lead: null })}
              className="lead-summary__item"
              aria-current={sameStatus(entry.status, active) ? 'true' : undefined}
              preventScrollReset
            >
              <StatusBadge status={entry.status} colour={entry.colour} /> <span className="lead-summary__count">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LeadTable({ rows, sort }: { rows: LeadRow[]; sort: { sort: string; dir: SortDirection } }) {
  const { t } = useTranslation('leads');
  const [params] = useSearchParams();
  const text = (value: string) => value || t('none');
  const columns: Column<LeadRow>[] = [
    { key: 'id', header: t('columns.id'), sort: 'id', cell: (row) => row.id ?? t('none') },
    { key: 'name', header: t('columns.name'), sort: 'name', cell: (row) => text(row.name) },
    { key: 'company', header: t('columns.company'), sort: 'company', cell: (row) => text(row.company) },
    { key: 'status', header: t('columns.status'), sort: 'status', cell: (row) => <StatusBadge status={row.status} colour={row.colour} /> },
    { key: 'email', header: t('columns.email'), sort: 'email', className: 'leads-table__email', cell: (row) => text(row.email) },
    { key: 'phone', header: t('columns.phone'), sort: 'phone', className: 'leads-table__nowrap', cell: (row) => text(row.phone) },
    { key: 'date', header: t('columns.created'), sort: 'date', className: 'leads-table__nowrap', cell: (row) => row.createdText ?? t('invalidDate') },
    {
      key: 'country',
      header: t('columns.country'),
      sort: 'country',
      cell: (row) => (row.countryName ? <abbr title={row.countryName}>{row.country}</abbr> : text(row.country)),
    },
    {
      key: 'products',
      header: t('columns.products'),
      cell: (row) => (row.models.length > 0 ? row.models.join(', ') : <span className="empty">{t('noProducts')}</span>),
    },
    {
      key: 'details',
      header: t('columns.details'),
      hideHeader: true,
      cell: (row) =>
        row.id ? (
          <Link
            to={`${withParams(params, { lead: row.id })}#${leadAnchor(row.id)}`}
            className="button button--small"
            aria-label={t('openDetailsFor', { name: row.name || row.id })}
            preventScrollReset
          >
            {t('openDetails')}
          </Link>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('tableCaption')}
      className="leads-table"
      columns={columns}
      rows={rows}
      rowKey={(row, index) => row.id ?? `row-${index}`}
      rowId={(row) => (row.id ? leadAnchor(row.id) : undefined)}
      sort={sort}
      empty={<p className="empty">{t('noMatches')}</p>}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
