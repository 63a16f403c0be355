import { useTranslation } from '~/i18n/react';

/** The portal's mark and name in the partner's language, drawn by CSS (the link around it carries the accessible name). */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <span className="logo" aria-hidden="true">
      <span className="logo__mark" />
      <span className="logo__name">{t('portalName')}</span>
    </span>
  );
}
