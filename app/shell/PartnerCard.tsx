import { useTranslation } from '~/i18n/react';
import type { ShellPartner } from '~/shell/shell.server';

/** Partner logo, name and website above every signed-in screen. */
export function PartnerCard({ partner }: { partner: ShellPartner | null }) {
  const { t } = useTranslation('shell');
  if (!partner) return null;
  return (
    <section className="partner-card" aria-label={t('partnerCard')}>
      {partner.partnerLogo ? <img src={partner.partnerLogo} alt="" width={48} height={48} className="partner-card__logo" /> : null}
      <div>
        <p className="partner-card__name">{partner.partnerName}</p>
        {partner.partnerWebsite ? (
          <a href={partner.partnerWebsite} target="_blank" rel="noopener noreferrer" className="partner-card__website">
            {partner.partnerWebsite.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
