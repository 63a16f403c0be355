import type { IconName, IconSize } from './icon-shapes';

export type { IconName, IconSize } from './icon-shapes';

/** The classes of the portal's icons; their shapes are CSS rules (./icon-shapes.ts). */
const sizeClass = (size: IconSize) => (size === 20 ? '' : ` icon--${size}`);

/** The class list of an icon element. */
export function iconClass(name: IconName, size: IconSize = 20, className?: string): string {
  return `icon icon--${name}${sizeClass(size)}${className ? ` ${className}` : ''}`;
}

/** The classes that draw the icon before an element's own content (no element of its own). */
export function withIconClass(name: IconName, size: IconSize = 20): string {
  return `with-icon icon--${name}${sizeClass(size)}`;
}
