import { useLocation } from '@remix-run/react';
import { useEffect, type RefObject } from 'react';

/**
 * The group name of the header's dropdowns: `<details name>` makes them an exclusive
 * accordion, so opening one closes the others, with JavaScript or without.
 */
export const HEADER_DROPDOWNS = 'header-menu';

/**
 * What the header's `details` dropdowns do beyond that with JavaScript: Escape closes the
 * open one and returns focus to its summary, a click outside closes it, and every
 * navigation (a chosen link or a submitted menu form returning to the page) closes them all.
 */
export function useExclusiveDropdowns(container: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const dropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]'));
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
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [container]);

  const { key } = useLocation();
  useEffect(() => {
    for (const open of container.current?.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]') ?? []) open.open = false;
  }, [container, key]);
}
