import type { Locale } from '../locales';
import { ONBOARDING_CARDS } from '../seed/portal-cards';
import { SLIDES, type SeedSlide } from '../seed/portal-slides';
import { QUICK_LINKS, quickLinkPath } from '../seed/quick-links';

function slideView(slide: SeedSlide, locale: Locale) {
  const description = slide.description[locale];
  return {
    id: String(slide.id),
    title: slide.title[locale],
    description,
    descriptionHtml: `<p>${description}</p>`,
    shortDescription: slide.shortDescription[locale],
    link: { title: slide.linkTitle[locale], path: slide.linkPath },
    image: slide.image ? { fullpath: slide.image } : null,
    video: slide.video ? { ...slide.video } : null,
    backgroundColor: slide.backgroundColor,
    enableOverlay: slide.enableOverlay,
    TextAlignment: slide.TextAlignment,
    vertical: slide.vertical,
    horizontal: slide.horizontal,
  };
}

/** The partner-portal document: slides, quick links and onboarding cards. */
export function partnerPortalView(locale: Locale) {
  return {
    id: '5000',
    quicklinks: QUICK_LINKS.map((link) => ({
      id: String(link.id),
      title: link.title[locale],
      assets: [{ id: String(link.asset.id), filename: link.asset.filename, fullpath: quickLinkPath(link.asset.filename) }],
    })),
    slides: SLIDES.map((slide) => slideView(slide, locale)),
    onBoardingCards: ONBOARDING_CARDS.map((card) => slideView(card, locale)),
  };
}
