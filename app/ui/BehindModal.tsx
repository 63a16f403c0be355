import type { ReactNode } from 'react';

/**
 * The page behind a dialog: while the dialog is open it is inert (no focus, no clicks, not read
 * out). With JavaScript a modal dialog does that itself; without it the dialog is only shown
 * open, so this keeps the keyboard out of the page behind. It matters where the dialog's
 * address has a fragment (`?lead=7001#lead-7001`, to stay at the row): the browser then starts
 * the keyboard at that element and skips the close link's `autofocus`; with the page inert the
 * next stop is the dialog's close link. The wrapper draws no box (`display: contents`).
 */
export function BehindModal({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <div className="behind-modal" inert={open}>
      {children}
    </div>
  );
}
