import { iconClass, type IconName, type IconSize } from './icons';

/** A decorative icon in the current text colour: hidden from assistive technology. */
export function Icon({ name, size, className }: { name: IconName; size?: IconSize; className?: string }) {
  return <span className={iconClass(name, size, className)} aria-hidden="true" />;
}
