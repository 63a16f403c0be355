import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/guard.server';
import { section } from '~/upstream/section.server';
import { metaText } from '~/i18n/meta';
import { exportHref } from '~/leads/links';
import { leadQueryFrom, selectLeads, toLeadRecord, toLeadRow, type LeadRecord, type LeadRow, type StatusCount } from '~/leads/lead-search';
import { sameStatus, statusColour, type StatusColour } from '~/leads/status';
import { withParams, type SortDirection } from '~/lib/url-state';
import styles from '~/styles/leads.css';
import { errorMessageKey } from '~/upstream/errors';
import { getLeads } from '~/upstream/leads.server';
import { Modal } from '~/ui/Modal';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { SearchBox } from '~/ui/SearchBox';
import { SortHeader } from '~/ui/SortHeader';
import { NO_STORE } from '~/lib/no-store';
import { TableRegion } from '~/ui/TableRegion';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaText(matches, 'leads', 'title', 'My Leads') }];

/**
 * My Leads: the partner's leads searched, filtered by status and sorted (all URL state), a
 * summary per status, a details modal (`?lead={id}`) and the CSV export of the same rows.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return withSignedIn(request, async ({ upstream, locale }) => {
    const params = new URL(request.url).searchParams;
    const query = leadQueryFrom(params);
    const leads = await section(getLeads(upstream));
    if (!leads.ok) return json({ state: 'error' as const, error: leads.error, query }, { headers: NO_STORE });
    const records = leads.data.map((lead) => toLeadRecord(lead, locale));
    const selection = selectLeads(records, query);
    const leadId = params.get('lead');
    return json(
      {
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

export default function Leads() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('leads');
  const [params] = useSearchParams();

  return (
    <section className="page leads">
      <header className="page__header">
        <h1>{t('title')}</h1>
        {data.state === 'ok' && data.rows.length > 0 ? (
          <a className="button" href={exportHref(params)} download>
            {t('export')}
          </a>
        ) : null}
      </header>
      {data.state === 'error' ? (
        <p role="alert" className="error-text">
          {data.error.serverMessage ?? t(`common:${errorMessageKey(data.error).key}`, errorMessageKey(data.error).values)}
        </p>
      ) : (
        <>
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
              {data.rows.length === 0 ? (
                <p className="empty">{t('noMatches')}</p>
              ) : (
                <LeadTable rows={data.rows} sort={{ sort: data.query.sort, dir: data.query.dir }} />
              )}
            </>
          )}
          {data.open ? <LeadModal id={data.open.id} lead={data.open.lead as LeadRecord | null} /> : null}
        </>
      )}
    </section>
  );
}

function StatusBadge({ status, colour }: { status: string; colour: StatusColour }) {
  const { t } = useTranslation('leads');
  return <span className={`badge badge--${colour}`}>{status || t('noStatus')}</span>;
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
  return (
    <TableRegion label={t('tableCaption')}>
      <table className="table leads-table">
        <caption className="visually-hidden">{t('tableCaption')}</caption>
        <thead>
          <tr>
            <SortHeader column="id" current={sort}>
              {t('columns.id')}
            </SortHeader>
            <SortHeader column="name" current={sort}>
              {t('columns.name')}
            </SortHeader>
            <SortHeader column="company" current={sort}>
              {t('columns.company')}
            </SortHeader>
            <SortHeader column="status" current={sort}>
              {t('columns.status')}
            </SortHeader>
            <SortHeader column="email" current={sort}>
              {t('columns.email')}
            </SortHeader>
            <SortHeader column="phone" current={sort}>
              {t('columns.phone')}
            </SortHeader>
            <SortHeader column="date" current={sort}>
              {t('columns.created')}
            </SortHeader>
            <SortHeader column="country" current={sort}>
              {t('columns.country')}
            </SortHeader>
            <th scope="col">{t('columns.products')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('columns.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id ?? `row-${index}`} id={row.id ? leadAnchor(row.id) : undefined}>
              <td>{row.id ?? t('none')}</td>
              <td>{row.name || t('none')}</td>
              <td>{row.company || t('none')}</td>
              <td>
                <StatusBadge status={row.status} colour={row.colour} />
              </td>
              <td className="leads-table__email">{row.email || t('none')}</td>
              <td className="leads-table__nowrap">{row.phone || t('none')}</td>
              <td className="leads-table__nowrap">{row.createdText ?? t('invalidDate')}</td>
              <td>{row.countryName ? <abbr title={row.countryName}>{row.country}</abbr> : row.country || t('none')}</td>
              <td>{row.models.length > 0 ? row.models.join(', ') : <span className="empty">{t('noProducts')}</span>}</td>
              <td>
                {row.id ? (
                  <Link
                    to={`${withParams(params, { lead: row.id })}#${leadAnchor(row.id)}`}
                    className="button button--small"
                    aria-label={t('openDetailsFor', { name: row.name || row.id })}
                    preventScrollReset
                  >
                    {t('openDetails')}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** The `id` of a lead's row: the fragment its details link and the modal's close link return to. */
const leadAnchor = (id: string) => `lead-${id}`;

function LeadModal({ id, lead }: { id: string; lead: LeadRecord | null }) {
  const { t } = useTranslation('leads');
  const [params] = useSearchParams();
  // Back at the lead's row, with or without JavaScript.
  const closeHref = `${withParams(params, { lead: null })}#${leadAnchor(id)}`;
  if (!lead) {
    return (
      <Modal title={t('details.title', { id })} closeHref={closeHref}>
        <p>{t('details.notFound')}</p>
      </Modal>
    );
  }
  const value = (text: string) => text.trim() || t('none');
  return (
    <Modal title={lead.name || t('details.title', { id })} closeHref={closeHref} className="modal--wide">
      <dl className="lead-details">
        <dt>{t('columns.id')}</dt>
        <dd>{lead.id}</dd>
        <dt>{t('columns.firstname')}</dt>
        <dd>{value(lead.firstname)}</dd>
        <dt>{t('columns.lastname')}</dt>
        <dd>{value(lead.lastname)}</dd>
        <dt>{t('columns.company')}</dt>
        <dd>{value(lead.company)}</dd>
        <dt>{t('columns.status')}</dt>
        <dd>
          <StatusBadge status={lead.status} colour={lead.colour} />
        </dd>
        <dt>{t('columns.email')}</dt>
        <dd>{value(lead.email)}</dd>
        <dt>{t('columns.phone')}</dt>
        <dd>{value(lead.phone)}</dd>
        <dt>{t('columns.created')}</dt>
        <dd>{lead.createdText ?? t('invalidDate')}</dd>
        <dt>{t('columns.country')}</dt>
        <dd>{lead.countryName ? t('details.country', { name: lead.countryName, code: lead.country }) : value(lead.country)}</dd>
        <dt>{t('columns.street')}</dt>
        <dd>{value(lead.street)}</dd>
        <dt>{t('columns.zip')}</dt>
        <dd>{value(lead.zip)}</dd>
        <dt>{t('columns.message')}</dt>
        <dd className="lead-details__text">{value(lead.message)}</dd>
        <dt>{t('columns.note')}</dt>
        <dd className="lead-details__text">{value(lead.note)}</dd>
      </dl>
      <h3 className="lead-details__heading">{t('columns.products')}</h3>
      {lead.products.length > 0 ? (
        <ul className="lead-details__products" aria-label={t('columns.products')}>
          {lead.products.map((product, index) => (
            <li key={`${product.id ?? ''}-${index}`}>{product.model || t('none')}</li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t('noProducts')}</p>
      )}
    </Modal>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
