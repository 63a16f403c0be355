import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { PinButton } from '~/ui/PinButton';
import type { ProductRow } from '../catalogue.server';

/** A listed product's actions, on its card and in its table row alike: pin it, and View its page (named for screen readers). */
export function ProductActions({ row, name }: { row: ProductRow; name: string }) {
  const { t } = useTranslation('playbook');
  return (
    <div className="playbook-card__actions">
      <PinButton id={row.id} elementType="Product" pinned={row.pinned} itemName={name} />
      <Link to={row.href} className="button button--small" aria-label={t('viewItem', { name })}>
        {t('view')}
      </Link>
    </div>
  );
}
