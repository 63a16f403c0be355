import type { ReactNode } from 'react';

/**
 * A wide table's own scrolling region: below its natural width the table scrolls inside this
 * box, never the page. The region is named (its caption's text) and focusable, so keyboard
 * users can scroll it with the arrow keys (WCAG 2.1.1) and screen readers announce it.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
