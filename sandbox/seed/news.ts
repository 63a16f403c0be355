import { fill, type Localized } from '../locales';
import { PRODUCTS } from './catalogue';
import { NEWS_CITIES, NEWS_TEMPLATES } from './news-templates';

export interface SeedNewsItem {
  id: number;
  /** Unix seconds. */
  modificationDate: number;
  seofriendlyurl: string;
  newsType: string;
  title: Localized;
  description: Localized;
  image: string | null;
}

const NEWS_COUNT = 30;
const DAY_SECONDS = 24 * 60 * 60;
/** Items published without an image. */
const WITHOUT_IMAGE = new Set([7, 19]);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}

function quarterOf(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
}

/** Thirty news items, one about every 24 days over the last two years, newest first. */
export function seedNews(now: Date = new Date()): SeedNewsItem[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const items: SeedNewsItem[] = [];
  for (let index = 0; index < NEWS_COUNT; index += 1) {
    const template = NEWS_TEMPLATES[index % NEWS_TEMPLATES.length];
    const round = Math.floor(index / NEWS_TEMPLATES.length);
    const modificationDate = nowSeconds - index * 24 * DAY_SECONDS - (index % 3) * 9 * 3600 - 3600;
    const values = {
      product: PRODUCTS[(index * 7) % PRODUCTS.length].name,
      city: NEWS_CITIES[round % NEWS_CITIES.length],
      version: `${5 - round}.${(index * 3) % 10}.0`,
      period: quarterOf(modificationDate),
    };
    const title = fill(template.title, values);
    const id = 3001 + index;
    const slug = `${slugify(title.en)}-${id}`;
    items.push({
      id,
      modificationDate,
      seofriendlyurl: slug,
      newsType: template.newsType,
      title,
      description: fill(template.description, values),
      image: WITHOUT_IMAGE.has(index) ? null : `/media/news/${slug}.svg`,
    });
  }
  return items;
}

/** The most news ages an account may name: one for each item of the seed. */
export const MAX_NEWS_AGES = NEWS_COUNT;
/** The oldest age a news item may be given, in days (ten years). */
export const MAX_NEWS_AGE_DAYS = 3650;

/**
 * The news with the first items (newest first) dated `ages` whole days and an hour before
 * `now`, one age an item; the others keep their dates. An account made with these ages sees
 * items that are of the last days and items that are not, known to the test that made it.
 */
export function redatedNews(news: readonly SeedNewsItem[], ages: readonly number[], now: Date = new Date()): SeedNewsItem[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return news.map((item, index) => (index < ages.length ? { ...item, modificationDate: nowSeconds - ages[index] * DAY_SECONDS - 3600 } : item));
}
