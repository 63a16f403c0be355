import { useTranslation } from '~/i18n/react';
import type { StatusColour } from '../status';

/** A lead's status in its colour; a lead without one says so. */
export function StatusBadge({ status, colour }: { status: string; colour: StatusColour }) {
  const { t } = useTranslation('leads');
  return <span className={`badge badge--${colour}`}>{status || t('noStatus')}</span>;
}
