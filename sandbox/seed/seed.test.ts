import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locales';
import { ASSET_LISTS } from './assets';
import { PORTFOLIOS } from './catalogue';
import { EVENTS } from './events';
import { seedNews } from './news';
import { ONBOARDING_CARDS } from './portal-cards';
import { SLIDES } from './portal-slides';
import { QUICK_LINKS } from './quick-links';
import { portfoliosView } from '../views/catalogue';

const TRANSLATED: Locale[] = ['de', 'fr', 'it', 'zh', 'es', 'pt'];

/** Every locale has a non-empty text, and the translations differ from English. */
function expectTranslated(texts: Record<Locale, string>, label: string) {
  for (const locale of LOCALES) expect(texts[locale].trim(), `${label} [${locale}]`).not.toBe('');
  const differing = TRANSLATED.filter((locale) => texts[locale] !== texts.en);
  expect(differing.length, `${label} is not translated`).toBeGreaterThanOrEqual(4);
}

describe('seed catalogue', () => {
  it('has six portfolios of 3 to 6 products and one without products', () => {
    const sizes = PORTFOLIOS.map((portfolio) => portfolio.products.length);
    expect(sizes.filter((size) => size >= 3 && size <= 6)).toHaveLength(6);
    expect(sizes.filter((size) => size === 0)).toHaveLength(1);
  });

  it('is translated: portfolio names and descriptions, product titles and descriptions', () => {
    for (const portfolio of PORTFOLIOS) {
      expectTranslated(portfolio.name, `portfolio ${portfolio.slug} name`);
      expectTranslated(portfolio.description, `portfolio ${portfolio.slug} description`);
      for (const product of portfolio.products) {
        expectTranslated(product.title, `${product.name} title`);
        expectTranslated(product.summary, `${product.name} summary`);
      }
    }
  });

  it('has unique ids across portfolios, products and documents', () => {
    const view = portfoliosView('en', () => false);
    const ids = view.flatMap((portfolio) => [
      portfolio.id,
      ...portfolio.products.flatMap((product) => [product.id, ...product.contentList.map((document) => document.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('seed content', () => {
  it('translates slides, cards, quick links, events, news and assets', () => {
    for (const slide of SLIDES) expectTranslated(slide.title, `slide ${slide.id}`);
    for (const card of ONBOARDING_CARDS) expectTranslated(card.description, `card ${card.id}`);
    for (const link of QUICK_LINKS) expectTranslated(link.title, `quick link ${link.id}`);
    for (const event of EVENTS) expectTranslated(event.description, `event ${event.id}`);
    for (const item of seedNews()) {
      expectTranslated(item.title, `news ${item.id}`);
      expectTranslated(item.description, `news ${item.id} description`);
    }
    for (const [name, list] of Object.entries(ASSET_LISTS)) {
      const en = list('en');
      for (const locale of TRANSLATED) {
        const other = list(locale);
        expect(other.map((item) => item.id)).toEqual(en.map((item) => item.id));
        expect(other.filter((item, index) => item.description !== en[index].description).length, `${name} [${locale}]`).toBeGreaterThan(0);
      }
    }
  });

  it('spreads thirty news items over the last two years', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const news = seedNews(now);
    expect(news).toHaveLength(30);
    const oldest = Math.min(...news.map((item) => item.modificationDate));
    const nowSeconds = now.getTime() / 1000;
    expect(nowSeconds - oldest).toBeGreaterThan(365 * 86_400 * 1.5);
    expect(nowSeconds - oldest).toBeLessThan(365 * 86_400 * 2);
    expect(new Set(news.map((item) => item.seofriendlyurl)).size).toBe(30);
  });

  it('has events in the past and in the future, and one that ends today', () => {
    expect(EVENTS.some((event) => event.endDay < 0)).toBe(true);
    expect(EVENTS.some((event) => event.startDay > 0)).toBe(true);
    expect(EVENTS.filter((event) => event.endDay === 0)).toHaveLength(1);
  });
});
