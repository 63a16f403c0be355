import { describe, expect, it } from 'vitest';
import { onboardingIcon } from '~/dashboard/onboarding';

describe('onboardingIcon', () => {
  it('picks the icon by title', () => {
    expect(onboardingIcon('Onboarding')).toBe('onboarding');
    expect(onboardingIcon('LinkedIn')).toBe('linkedin');
    expect(onboardingIcon('Newsletter')).toBe('newsletter');
  });

  it('ignores case and surrounding space', () => {
    expect(onboardingIcon('  onboarding ')).toBe('onboarding');
    expect(onboardingIcon('LINKEDIN')).toBe('linkedin');
    expect(onboardingIcon('newsletter')).toBe('newsletter');
  });

  it('gives any other title, or none, the default icon', () => {
    expect(onboardingIcon('Partner Academy')).toBe('default');
    expect(onboardingIcon('Onboarding newsletter')).toBe('default');
    expect(onboardingIcon('')).toBe('default');
    expect(onboardingIcon(null)).toBe('default');
  });
});
