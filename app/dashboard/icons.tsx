import { Icon } from '~/ui/Icon';
import type { OnboardingIcon } from './onboarding';

/** The onboarding card icons (spec 2): one per known title, a default for the rest. */
export function CardIcon({ icon }: { icon: OnboardingIcon }) {
  return <Icon name={icon === 'default' ? 'info' : icon} size={28} />;
}

export function DownloadIcon() {
  return <Icon name="download" size={18} />;
}

export function ImagePlaceholderIcon() {
  return <Icon name="image" size={40} />;
}
