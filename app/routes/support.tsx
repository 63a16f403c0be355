import type { Route } from './+types/support';
import { data } from 'react-router';
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { metaText } from '~/i18n/meta';
import { withSignedIn } from '~/auth/signed-in.server';
import { section } from '~/upstream/section.server';
import { getConfig } from '~/config.server';
import { CSP_EXTRA_HEADER } from '~/lib/csp';
import { MARKETING_FORM_CSP, policyHeaders } from '~/forms/marketing-form.server';
import { stripMarkup } from '~/lib/sanitize.server';
import { onlyParamsChanged, withParams } from '~/lib/url-state';
import styles from '~/styles/support.css?url';
import { toTicketRows } from '~/support/tickets';
import { NewTicket } from '~/support/ui/NewTicket';
import { TicketDetails } from '~/support/ui/TicketDetails';
import { TicketTable } from '~/support/ui/TicketTable';
import { getProfile } from '~/upstream/profile.server';
import { usePartnerTimeZone } from '~/shell/time-zone';
import { getTicketDetails, getTicketIds } from '~/upstream/support.server';
import { partnerTickets } from '~/support/partner-tickets.server';
import { readAccountEmail } from '~/auth/session.server';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { useLoadingPath } from '~/ui/Skeleton';
import { NO_STORE } from '~/lib/no-store';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { ErrorAlert, useErrorText } from '~/ui/ErrorAlert';

/** The id of the New Ticket button, which takes the focus back when the dialog (opened as a page of its own) closes. */
const NEW_TICKET_OPENER = 'new-ticket';
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'support', 'title', 'Service support') }];

/** The URL state of the New Ticket modal. */
const NEW_TICKET = { param: 'ticket', value: 'new' } as const;

/** The parameters of the modals: a ticket's (`t`) and New Ticket's. */
const MODAL_PARAMS = ['t', NEW_TICKET.param];

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['support'] } satisfies I18nHandle;

/**
 * Service support: the partner's tickets (the profile's e-mail, then the CRM's contact and,
 * only when it names tickets, their details), a ticket modal (`?t={id}`) and the New Ticket
 * modal (`?ticket=new`) with the marketing-automation provider's form, whose hosts this
 * page's Content-Security-Policy names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, locale, session }) => {
    const config = getConfig();
    const tickets = await section(
      partnerTickets({
        profileEmail: getProfile(upstream).then((profile) => profile.email),
        signedInEmail: readAccountEmail(session).trim(),
        ticketIds: (email) => getTicketIds(upstream, email),
        details: (ids) => getTicketDetails(upstream, ids),
      }),
    );
    return data(
      {
        dictionary: routeDictionary(locale, handle.i18n),
        tickets: tickets.ok ? { ok: true as const, rows: toTicketRows(tickets.data, stripMarkup) } : { ok: false as const, error: tickets.error },
        form: {
          portalId: config.HUBSPOT_PORTAL_ID,
          formId: config.HUBSPOT_TICKET_FORM_ID,
          region: config.HUBSPOT_REGION,
          supportEmail: config.SUPPORT_EMAIL,
        },
      },
      { headers: { ...NO_STORE, [CSP_EXTRA_HEADER]: MARKETING_FORM_CSP } },
    );
  });
}

export const headers: Route.HeadersFunction = policyHeaders;

/**
 * Opening or closing a ticket's modal needs no new data (the list holds every ticket);
 * opening New Ticket goes through the loader, which turns it into a document load.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (nextUrl.searchParams.get(NEW_TICKET.param) === NEW_TICKET.value) return defaultShouldRevalidate;
  // The same address again (a ticket's link followed twice) needs no new data either.
  if (currentUrl.search === nextUrl.search) return false;
  return onlyParamsChanged(currentUrl, nextUrl, MODAL_PARAMS) ? false : defaultShouldRevalidate;
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { tickets, form } = loaderData;
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const loading = useLoadingPath();
  const errorText = useErrorText();
  const timeZone = usePartnerTimeZone();
  const newTicketHref = withParams(params, { t: null, [NEW_TICKET.param]: NEW_TICKET.value });
  const openId = params.get('t');

  let body;
  if (loading) {
    body = (
      <p role="status" className="support__loading">
        {t('loading')}
      </p>
    );
  } else if (!tickets.ok) {
    body = <ErrorAlert look="inline">{t('error', { message: errorText(tickets.error) })}</ErrorAlert>;
  } else if (tickets.rows.length === 0) {
    body = (
      <div className="card support__empty">
        <p>{t('empty')}</p>
        <p>
          <Link to={newTicketHref} reloadDocument>
            {t('createLink')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = <TicketTable rows={tickets.rows} timeZone={timeZone} />;
  }

  return (
    <section className="page support">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <Link to={newTicketHref} reloadDocument className="button button--primary" id={NEW_TICKET_OPENER}>
          {t('newTicket')}
        </Link>
      </header>
      {body}
      {openId && tickets.ok ? <TicketDetails id={openId} ticket={tickets.rows.find((row) => row.id === openId) ?? null} timeZone={timeZone} /> : null}
      {params.get(NEW_TICKET.param) === NEW_TICKET.value ? (
        <NewTicket form={form} closeHref={withParams(params, { [NEW_TICKET.param]: null })} opener={NEW_TICKET_OPENER} />
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
