import { useLocation } from 'react-router';
import { useEffect, type RefObject } from 'react';

/** The first control of an opened dropdown's panel, where keyboard focus moves. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The group name of the header's dropdowns: `<details name>` makes them an exclusive
 * accordion, so opening one closes the others, with JavaScript or without.
 */
export const HEADER_DROPDOWNS = 'header-menu';

/**
 * What the header's `details` dropdowns do beyond that with JavaScript: opening one moves
 * focus to its first control, Escape closes the open one and returns focus to its summary,
 * a click outside closes it, and every navigation (a chosen link or a submitted menu form
 * returning to the page) closes them all.
 */
export function useExclusiveDropdowns(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const dropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]'));
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open || !opened.matches('details[data-dropdown]')) return;
      const first = Array.from(opened.querySelectorAll<HTMLElement>(FOCUSABLE)).find((element) => !element.closest('summary'));
      first?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const open of dropdowns().filter((d) => d.open)) {
        open.open = false;
        open.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      for (const open of dropdowns().filter((d) => d.open)) {
        if (!open.contains(event.target as Node)) open.open = false;
      }
    };
    root.addEventListener('toggle', onToggle, true);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [container]);

  const { key } = useLocation();
  useEffect(() => {
    for (const open of container.current?.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]') ?? []) open.open = false;
  }, [container, key]);
}
