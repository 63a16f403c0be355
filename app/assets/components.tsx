import { useId, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { DocumentLink } from '~/ui/DocumentLink';
import type { AssetView } from './asset-list';
import type { AssetLayout } from './categories';
import { DataTable, type Column } from '~/ui/DataTable';
import { VideoPlayer } from '~/ui/VideoPlayer';
import { DownloadLink } from '~/ui/DownloadLink';
import { ReadMore } from '~/ui/ReadMore';

/**
 * A link to an asset: portal media open in the in-page viewer (wide screens with
 * JavaScript) or a new tab; addresses of other sites always open in a new tab, since the
 * page's policy does not let them into a frame.
 */
function AssetLink({ href, title, className, children }: { href: string; title: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <DocumentLink href={href} title={title} className={className}>
        {children}
      </DocumentLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** A cut description with 'read more' below it, which works without JavaScript (ReadMore). */
function Description({ short, full, cut }: { short: string; full: string; cut: boolean }) {
  const { t } = useTranslation('assets');
  if (!cut) return <>{full}</>;
  return (
    <ReadMore folded={<p>{short}</p>} more={t('readMore')} less={t('readLess')}>
      <p>{full}</p>
    </ReadMore>
  );
}

function AssetCard({ item, layout }: { item: AssetView; layout: AssetLayout }) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const title = item.title ?? t('untitled');
  const heading = (
    <h2 className="asset-card__title" id={titleId}>
      {title}
    </h2>
  );

  if (layout === 'video') {
    if (!item.isAsset) {
      return (
        <article className="card asset-card asset-card--video" aria-labelledby={titleId}>
          {item.embedSrc ? <VideoPlayer src={item.embedSrc} title={title} /> : <p className="asset-card__unavailable">{t('videoUnavailable')}</p>}
          {heading}
        </article>
      );
    }
    return (
      <article className="card asset-card asset-card--video" aria-labelledby={titleId}>
        {item.image ? <img className="asset-card__image" src={item.image} alt="" loading="lazy" /> : null}
        {heading}
        {item.videoHref ? (
          <DownloadLink className="button button--small" href={item.videoHref} aria-describedby={titleId}>
            {t('dowloadVideo')}
          </DownloadLink>
        ) : null}
      </article>
    );
  }

  if (layout === 'document') {
    return (
      <article className="card asset-card asset-card--document" aria-labelledby={titleId}>
        {item.documentType ? <p className="badge badge--blue asset-card__type">{item.documentType}</p> : null}
        {heading}
        {item.href ? (
          <AssetLink href={item.href} title={title} className="button button--small">
            {t('downloadDocument')}
            <span className="visually-hidden">{`: ${title}`}</span>
          </AssetLink>
        ) : null}
      </article>
    );
  }

  if (layout === 'businessCase') {
    return (
      <article className="card asset-card asset-card--business" aria-labelledby={titleId}>
        {item.image ? <img className="asset-card__image" src={item.image} alt="" loading="lazy" /> : null}
        {heading}
        {item.description ? <p className="asset-card__description">{item.description}</p> : null}
        {item.href ? (
          <AssetLink href={item.href} title={title} className="button button--small">
            {t('learnMore')}
            <span className="visually-hidden">{`: ${title}`}</span>
          </AssetLink>
        ) : null}
      </article>
    );
  }

  // Product images and branding assets: the image with its caption, then its link (a figure's
  // caption is its first or last child, so the link sits beside the figure).
  return (
    <div className={`card asset-card asset-card--image asset-card--${layout}`}>
      <figure className="asset-card__figure">
        {item.image ? <img className="asset-card__image asset-card__image--contain" src={item.image} alt={title} loading="lazy" /> : null}
        <figcaption className="asset-card__title" id={titleId}>
          {title}
        </figcaption>
      </figure>
      {item.href ? (
        layout === 'branding' ? (
          <DownloadLink className="button button--small" href={item.href} aria-describedby={titleId}>
            {t('download')}
          </DownloadLink>
        ) : (
          <AssetLink href={item.href} title={title} className="button button--small">
            {t('openAsset')}
            <span className="visually-hidden">{`: ${title}`}</span>
          </AssetLink>
        )
      ) : null}
    </div>
  );
}

export function AssetCards({ items, layout }: { items: AssetView[]; layout: AssetLayout }) {
  return (
    <ul className={`grid ${layout === 'video' ? 'grid--3' : 'grid--4'} asset-grid`}>
      {items.map((item) => (
        <li key={item.key}>
          <AssetCard item={item} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

export function AssetTable({ items, caption }: { items: AssetView[]; caption: string }) {
  const { t } = useTranslation('assets');
  const titleOf = (item: AssetView) => item.title ?? t('untitled');
  const columns: Column<AssetView>[] = [
    {
      key: 'document',
      header: t('table.document'),
      className: 'asset-table__document',
      cell: (item) => (
        <>
          {item.image ? <img src={item.image} alt="" loading="lazy" className="asset-table__thumb" /> : null}
          {item.documentType ? <span className="asset-table__type">{item.documentType}</span> : null}
        </>
      ),
    },
    { key: 'title', header: t('table.title'), cell: titleOf },
    {
      key: 'description',
      header: t('table.description'),
      className: 'asset-table__description',
      cell: (item) => <Description short={item.shortDescription} full={item.description} cut={item.descriptionCut} />,
    },
    { key: 'open', header: t('table.open'), cell: (item) => <OpenAsset item={item} title={titleOf(item)} /> },
  ];
  return <DataTable caption={caption} className="asset-table" columns={columns} rows={items} rowKey={(item) => item.key} cardsBelow={44} />;
}

/** The asset's own link: the document in the viewer, or the video's file to download. */
function OpenAsset({ item, title }: { item: AssetView; title: string }) {
  const { t } = useTranslation('assets');
  const label = (
    <>
      {t('openAsset')}
      <span className="visually-hidden">{`: ${title}`}</span>
    </>
  );
  const open = item.href ?? item.videoHref;
  if (!open) return null;
  return item.href ? (
    <AssetLink href={open} title={title}>
      {label}
    </AssetLink>
  ) : (
    <DownloadLink href={open}>{label}</DownloadLink>
  );
}
