import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { errorText, type UpstreamErrorData } from '~/upstream/errors';

/**
 * A failure the partner is told of at once (`role="alert"`): `box` sets it apart as the forms'
 * and lists' error box, `inline` as a section's line of error text. `id` lets a form point at
 * it (`aria-describedby`).
 */
export function ErrorAlert({ children, look = 'box', id }: { children: ReactNode; look?: 'box' | 'inline'; id?: string }) {
  return (
    <p role="alert" className={look === 'box' ? 'alert alert--error' : 'error-text'} id={id}>
      {children}
    </p>
  );
}

/** The text of a failed call in the page's language: the provider's own message, else the catalogue's (spec 8). */
export function useErrorText(): (error: UpstreamErrorData) => string {
  const { t } = useTranslation('common');
  return (error) => errorText(error, t);
}
