/** Onboarding cards (spec 2): the icon depends on the card's title. */
export type OnboardingIcon = 'onboarding' | 'linkedin' | 'newsletter' | 'default';

const BY_TITLE: Record<string, OnboardingIcon> = {
  onboarding: 'onboarding',
  linkedin: 'linkedin',
  newsletter: 'newsletter',
};

/** 'Onboarding', the professional network's title ('LinkedIn') and 'Newsletter' have their own icons; any other title the default. */
export function onboardingIcon(title: string | null | undefined): OnboardingIcon {
  const key = (title ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return BY_TITLE[key] ?? 'default';
}
