import { Icon } from '~/ui/Icon';
import { withIconClass } from '~/ui/icons';
import type { OnboardingIcon } from './onboarding';

/** The onboarding card icons (spec 2): one per known title, a default for the rest, drawn on the card's badge. */
export function cardIconClass(icon: OnboardingIcon): string {
  return withIconClass(icon === 'default' ? 'info' : icon, 28);
}

export function ImagePlaceholderIcon() {
  return <Icon name="image" size={40} />;
}
