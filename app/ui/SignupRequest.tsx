import { useTranslation } from '~/i18n/react';
import { MarketingForm } from '~/forms/MarketingForm';

interface SignupRequestProps {
  portalId: string;
  formId: string;
  region: string;
  supportEmail: string;
}

/** The 'Partner Signup Request' content: the provider's embedded form, with plain fallbacks. */
export function SignupRequest({ portalId, formId, region, supportEmail }: SignupRequestProps) {
  const { t } = useTranslation('auth');
  return (
    <MarketingForm
      portalId={portalId}
      formId={formId}
      region={region}
      fallback={
        <p>
          {t('signupFallback')} <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('signupTitle'))}`}>{supportEmail}</a>
        </p>
      }
    />
  );
}
