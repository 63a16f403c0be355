import { useTranslation } from '~/i18n/react';
import type { SortDirection } from '~/lib/url-state';
import { DataTable, type Column } from '~/ui/DataTable';
import { DocumentLink } from '~/ui/DocumentLink';
import { PinButton } from '~/ui/PinButton';
import type { DocumentRow } from '../catalogue.server';
import { ShareLink } from './ShareLink';

/**
 * A product's documents, sortable by name: each opens in the document viewer, can be pinned and,
 * when it has an address, shared (`share` is the document whose link the address shows, `?share={id}`).
 */
export function DocumentTable({
  rows,
  sort,
  share,
  caption,
}: {
  rows: DocumentRow[];
  sort: { sort: string; dir: SortDirection };
  share: string | null;
  caption: string;
}) {
  const { t } = useTranslation('playbook');
  const columns: Column<DocumentRow>[] = [
    { key: 'name', header: t('documentName'), sort: 'name', rowHeader: true, className: 'playbook-table__document', cell: (row) => row.name || t('noName') },
    {
      key: 'document',
      header: t('document'),
      cell: (row) =>
        row.href ? (
          <DocumentLink href={row.href} title={row.name} className="button button--small">
            <span aria-hidden="true">{t('open')}</span>
            <span className="visually-hidden">{t('openItem', { name: row.name })}</span>
          </DocumentLink>
        ) : (
          <span className="empty">{t('noPdf')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('actions'),
      hideHeader: true,
      cell: (row) => (
        <div className="playbook-card__actions">
          <PinButton id={row.id} elementType="Document" pinned={row.pinned} itemName={row.name} />
          {row.shareUrl ? <ShareLink documentId={row.id} name={row.name} url={row.shareUrl} open={share === row.id} /> : null}
        </div>
      ),
    },
  ];
  return <DataTable caption={caption} className="playbook-table" columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} />;
}
