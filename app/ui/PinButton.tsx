import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { pinAnchor } from './pin-anchor';
import { ReturnToField } from '~/forms/ReturnToField';

interface PinButtonProps {
  id: string;
  elementType: string;
  pinned: boolean;
  /** Accessible name of the item, e.g. the product's name. */
  itemName: string;
  className?: string;
  /**
   * The `id` to return to when the item leaves the page with this action (an unpinned card
   * of the dashboard's pinned list): its section. Else the form's own `id`.
   */
  returnAnchor?: string;
}

/**
 * Pin or unpin one item. A plain POST form without JavaScript; with it a fetcher, so the
 * page does not reload and the button shows a pending state until the provider answers.
 * Either way the partner stays at the item: the answer returns to the page at the form's
 * `id`, and with JavaScript the scroll position is kept.
 */
export function PinButton({ id, elementType, pinned, itemName, className = 'button button--small', returnAnchor }: PinButtonProps) {
  const fetcher = useFetcher();
  const { t } = useTranslation('common');
  const busy = fetcher.state !== 'idle';
  const label = pinned ? t('pin.unpin') : t('pin.pin');
  return (
    <fetcher.Form method="post" action="/pin" className="form--inline" id={pinAnchor(elementType, id)} preventScrollReset>
      <CsrfField />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="elementType" value={elementType} />
      <ReturnToField />
      {returnAnchor ? <input type="hidden" name="returnAnchor" value={returnAnchor} /> : null}
      {/* The button carries the action: it is the only way this form is sent, so the value always goes with it. */}
      <button
        type="submit"
        name="action"
        value={pinned ? 'remove' : 'add'}
        className={className}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`${label}: ${itemName}`}
      >
        {busy ? t('pin.pending') : label}
      </button>
    </fetcher.Form>
  );
}
