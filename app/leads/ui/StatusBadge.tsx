import { useTranslation } from '~/i18n/react';
import type { StatusColour } from '../status';

/** A lead's status, as the screen names it, in its colour; a lead without one says so. */
export function StatusBadge({ text, colour }: { text: string; colour: StatusColour }) {
  const { t } = useTranslation('leads');
  return <span className={`badge badge--${colour}`}>{text || t('noStatus')}</span>;
}
