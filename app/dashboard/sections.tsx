import { Link, useFetcher, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { useErrorText } from '~/ui/ErrorAlert';
import { CsrfField } from '~/forms/CsrfField';
import { CmsLink } from '~/ui/CmsLink';
import { DocumentLink, DocumentViewerOf } from '~/ui/DocumentLink';
import { PinButton } from '~/ui/PinButton';
import { SkeletonGrid } from '~/ui/Skeleton';
import { Tabs } from '~/ui/Tabs';
import { Carousel } from './Carousel';
import { shownContentType } from './content-types';
import type { ContentItemView, EventView, ListSection, OnboardingView, PinnedView, PortalSection, PortfolioView, QuickLinkView } from './dashboard.server';
import { EVENTS_SHOWN } from './events';
import { cardIconClass, ImagePlaceholderIcon } from './icons';
import { withIconClass } from '~/ui/icons';
import { DEFAULT_TAB, type ContentTab } from './view-state';
import { ReturnToField } from '~/forms/ReturnToField';
import { DownloadLink } from '~/ui/DownloadLink';

function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`dashboard__section${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function SectionError({ children }: { children: ReactNode }) {
  return <p className="error-text dashboard__error">{children}</p>;
}

/** 'Error: {message}' for the portal content, or 'An unknown error occurred' (spec 8). */
function PortalError({ portal }: { portal: Extract<PortalSection, { ok: false }> }) {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  if (!portal.error) return <SectionError>{t('errors.unknown')}</SectionError>;
  return <SectionError>{t('errors.portal', { message: errorText(portal.error) })}</SectionError>;
}

/** A content list's failure: the provider's message, or 'Error fetching {kind} content'. */
function ListError({ section, fallbackKey }: { section: { message: string | null }; fallbackKey: string }) {
  const { t } = useTranslation('dashboard');
  return <SectionError>{section.message ?? t(fallbackKey)}</SectionError>;
}

/** The carousel, or the portal content's error in its place. */
export function HighlightsSection({ portal }: { portal: PortalSection }) {
  const { t } = useTranslation('dashboard');
  if (portal.ok) return <Carousel slides={portal.data.slides} />;
  return (
    <Section id="highlights" title={t('carousel.label')}>
      <PortalError portal={portal} />
    </Section>
  );
}

export function QuickLinksSection({ portal }: { portal: PortalSection }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section id="quick-links" title={t('quickLinks.title')} className="card">
      {!portal.ok ? <PortalError portal={portal} /> : <QuickLinkList links={portal.data.quickLinks} />}
    </Section>
  );
}

function QuickLinkList({ links }: { links: QuickLinkView[] }) {
  const { t } = useTranslation('dashboard');
  if (links.length === 0) return <p className="empty">{t('quickLinks.empty')}</p>;
  return (
    <ul className="quick-links">
      {links.map((link) => (
        <li key={link.id}>
          <DownloadLink href={link.href} className={`quick-links__link ${withIconClass('download', 18)}`}>
            {link.title}
          </DownloadLink>
        </li>
      ))}
    </ul>
  );
}

export function OnboardingSection({ portal }: { portal: PortalSection }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section id="onboarding" title={t('onboarding.title')}>
      {!portal.ok ? <PortalError portal={portal} /> : <OnboardingCards cards={portal.data.cards} />}
    </Section>
  );
}

function OnboardingCards({ cards }: { cards: OnboardingView[] }) {
  const { t } = useTranslation('dashboard');
  if (cards.length === 0) return <p className="empty">{t('onboarding.empty')}</p>;
  return (
    <ul className="grid grid--4 dashboard__list">
      {cards.map((card) => (
        <li key={card.id} className="card onboarding-card" data-icon={card.icon}>
          <span className={`onboarding-card__icon ${cardIconClass(card.icon)}`} aria-hidden="true" />
          <h3>{card.title}</h3>
          <p>{card.description || t('noDescription')}</p>
          {card.link ? (
            <CmsLink href={card.link.href} external={card.link.external}>
              {card.link.label || t('carousel.learnMore')}
              <span className="visually-hidden">{`: ${card.title}`}</span>
            </CmsLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function EventsSection({ events, showAll }: { events: ListSection<EventView>; showAll: boolean }) {
  const { t } = useTranslation('dashboard');
  const [params] = useSearchParams();
  return (
    <Section id="events" title={t('events.title')} className="card">
      {!events.ok ? (
        <ListError section={events} fallbackKey="errors.events" />
      ) : events.items.length === 0 ? (
        <p className="empty">{t('events.empty')}</p>
      ) : (
        <>
          <ul className="events">
            {(showAll ? events.items : events.items.slice(0, EVENTS_SHOWN)).map((event) => (
              <EventItem key={event.key} event={event} />
            ))}
          </ul>
          {events.items.length > EVENTS_SHOWN ? (
            <p className="events__more">
              <Link
                to={withParams(params, { events: showAll ? null : 'all' })}
                preventScrollReset
                replace
                aria-controls="events"
                className="button button--small"
              >
                {showAll ? t('events.showLess') : t('events.showAll', { count: events.items.length })}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Section>
  );
}

function EventItem({ event }: { event: EventView }) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="event" id={event.id ? `event-${event.id}` : undefined}>
      {event.image ? <img className="event__image" src={event.image} alt="" loading="lazy" /> : null}
      <div className="event__body">
        <h3 className="event__name">{event.name}</h3>
        <p className="event__when">{event.when ? <time dateTime={event.start ?? undefined}>{event.when}</time> : t('events.invalidDate')}</p>
        <p className="event__meta">
          {event.type ? <span className="badge badge--blue">{event.type}</span> : null}
          {event.venue ? <span className="event__venue">{event.venue}</span> : null}
        </p>
        {event.description ? <p className="event__description">{event.description}</p> : null}
        <div className="toolbar">
          {event.link ? (
            <CmsLink href={event.link.href} external={event.link.external}>
              {event.link.label || t('carousel.learnMore')}
              <span className="visually-hidden">{`: ${event.name}`}</span>
            </CmsLink>
          ) : null}
          {event.id ? <CalendarToggle id={event.id} added={event.inCalendar} name={event.name} /> : null}
          {event.ics ? (
            <DownloadLink href={event.ics} className={`button button--small ${withIconClass('download', 18)}`} aria-label={`${t('events.ics')}: ${event.name}`}>
              {t('events.ics')}
            </DownloadLink>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The add/remove-to-calendar flag: a POST form (a fetcher with JavaScript), kept in a cookie. */
function CalendarToggle({ id, added, name }: { id: string; added: boolean; name: string }) {
  const { t } = useTranslation('dashboard');
  const fetcher = useFetcher();
  const shown = fetcher.state !== 'idle' && fetcher.formData?.get('event') === id ? !added : added;
  return (
    <fetcher.Form method="post" action="/dashboard" className="form--inline calendar-toggle" preventScrollReset>
      <CsrfField />
      <ReturnToField />
      {shown ? <span className="badge badge--green">{t('events.added')}</span> : null}
      <button type="submit" name="event" value={id} className="button button--small" aria-label={`${shown ? t('events.remove') : t('events.add')}: ${name}`}>
        {shown ? t('events.remove') : t('events.add')}
      </button>
    </fetcher.Form>
  );
}

export function PinnedSection({ pinned }: { pinned: ListSection<PinnedView> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section id="pinned" title={t('pinned.title')}>
      {!pinned.ok ? (
        <ListError section={pinned} fallbackKey="errors.pinned" />
      ) : pinned.items.length === 0 ? (
        <p className="empty">{t('pinned.empty')}</p>
      ) : (
        <>
          <ul className="grid grid--4 dashboard__list">
            {pinned.items.map((item) => (
              <PinnedCard key={item.key} item={item} />
            ))}
          </ul>
          {/* A product and its datasheet may both be pinned: their one document opens in one viewer. */}
          <DocumentViewerOf documents={pinned.items.map((item) => (item.document ? { href: item.document, title: item.name || t('noName') } : null))} />
        </>
      )}
    </Section>
  );
}

function PinnedCard({ item }: { item: PinnedView }) {
  const { t } = useTranslation('dashboard');
  const name = item.name || t('noName');
  return (
    <li className="card pinned-card" data-type={item.type}>
      {item.image ? (
        <img className="pinned-card__image" src={item.image} alt="" loading="lazy" />
      ) : (
        <div className="pinned-card__image pinned-card__placeholder">
          <ImagePlaceholderIcon />
          <span className="visually-hidden">{t('noImage')}</span>
        </div>
      )}
      <h3 className="pinned-card__name">{item.href ? <Link to={item.href}>{name}</Link> : name}</h3>
      <div className="toolbar">
        {item.document ? (
          <DocumentLink href={item.document} title={name} className="button button--small" viewer={false}>
            {t('pinned.openPdf')}
            <span className="visually-hidden">{`: ${name}`}</span>
          </DocumentLink>
        ) : null}
        {item.id ? <PinButton id={item.id} elementType={item.type || 'Product'} pinned itemName={name} returnAnchor="pinned" /> : null}
      </div>
    </li>
  );
}

export function PortfoliosSection({ portfolios, loading }: { portfolios: ListSection<PortfolioView>; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section id="portfolios" title={t('portfolios.title')}>
      {loading ? (
        <SkeletonGrid count={8} shape="portfolio" />
      ) : !portfolios.ok ? (
        <ListError section={portfolios} fallbackKey="errors.portfolios" />
      ) : portfolios.items.length === 0 ? (
        <p className="empty">{t('portfolios.empty')}</p>
      ) : (
        <ul className="grid grid--4 dashboard__list">
          {portfolios.items.map((portfolio) => (
            <PortfolioCard key={portfolio.key} portfolio={portfolio} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function PortfolioCard({ portfolio }: { portfolio: PortfolioView }) {
  const { t } = useTranslation('dashboard');
  const name = portfolio.name || t('noName');
  return (
    <li className="card portfolio-card">
      {portfolio.image ? (
        <img className="portfolio-card__image" src={portfolio.image} alt="" loading="lazy" />
      ) : (
        <div className="portfolio-card__image pinned-card__placeholder">
          <ImagePlaceholderIcon />
          <span className="visually-hidden">{t('noImage')}</span>
        </div>
      )}
      <h3 className="portfolio-card__name">{portfolio.href ? <Link to={portfolio.href}>{name}</Link> : name}</h3>
      <p className="portfolio-card__description">{portfolio.description || t('noDescription')}</p>
    </li>
  );
}

export function ContentSection({ popular, fresh, tab }: { popular: ListSection<ContentItemView>; fresh: ListSection<ContentItemView>; tab: ContentTab }) {
  const { t } = useTranslation('dashboard');
  const list = tab === 'new' ? fresh : popular;
  return (
    <section className="dashboard__section card content-box" aria-label={t('content.label')}>
      <Tabs
        current={tab}
        fallback={DEFAULT_TAB}
        label={t('content.label')}
        panelId="content-panel"
        tabs={[
          { value: 'popular', label: t('content.popular') },
          { value: 'new', label: t('content.new') },
        ]}
      />
      <div id="content-panel" className="content-box__panel" aria-label={tab === 'new' ? t('content.new') : t('content.popular')} role="region">
        {!list.ok ? (
          <ListError section={list} fallbackKey={tab === 'new' ? 'errors.new' : 'errors.popular'} />
        ) : list.items.length === 0 ? (
          <p className="empty">{t('content.empty')}</p>
        ) : (
          <ul className="content-list">
            {list.items.map((item) => (
              <li key={item.key} className="content-list__item">
                <p className="content-list__title">
                  <ContentLink href={item.href}>{item.title || t('content.noTitle')}</ContentLink>
                </p>
                <p className="content-list__description">{item.description || t('noDescription')}</p>
                {item.type ? <span className="badge badge--blue">{shownContentType(item.type, t)}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Portal screens by client navigation; documents and other sites in a new tab; no address, no link. */
function ContentLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <CmsLink href={href} newTabForFiles>
      {children}
    </CmsLink>
  );
}
