import { useTranslation } from '~/i18n/react';
import { MarketingForm } from '~/forms/MarketingForm';
import { Modal } from '~/ui/Modal';

/** The provider's ticket form by its ids (from the configuration), and the support address. */
export interface TicketForm {
  portalId: string;
  formId: string;
  region: string;
  supportEmail: string;
}

/** The New Ticket modal (`?ticket=new`): the provider's form, or the support address to write to where it cannot load. */
export function NewTicket({ form, closeHref, opener }: { form: TicketForm; closeHref: string; opener?: string }) {
  const { t } = useTranslation('support');
  return (
    <Modal title={t('newTicket')} closeHref={closeHref} className="modal--wide" opener={opener}>
      <MarketingForm
        portalId={form.portalId}
        formId={form.formId}
        region={form.region}
        fallback={
          <p>
            {t('formFallback')} <a href={`mailto:${form.supportEmail}?subject=${encodeURIComponent(t('emailSubject'))}`}>{form.supportEmail}</a>
          </p>
        }
      />
    </Modal>
  );
}
