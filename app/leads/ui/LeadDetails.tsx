import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { Modal } from '~/ui/Modal';
import type { LeadRecord } from '../lead-search';
import { leadAnchor } from '../links';
import { StatusBadge } from './StatusBadge';

/** A lead's details (`?lead={id}`): every field of the record and its products, or that the lead is not there. */
export function LeadDetails({ id, lead }: { id: string; lead: LeadRecord | null }) {
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
          <StatusBadge text={lead.statusText} colour={lead.colour} />
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
