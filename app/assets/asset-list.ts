import type { ContentMappers } from '~/lib/content-mappers';
import { cutText, matchesQuery } from '~/lib/text';
import type { AssetItem } from '~/upstream/schemas/assets';
import type { AssetLayout } from './categories';
import { videoEmbedSrc } from './video-embed';

/** One asset as a card or table row shows it; every address already resolved. */
export interface AssetView {
  key: string;
  /** Null: the view shows the default title ('Untitled'). */
  title: string | null;
  description: string;
  /** The table cell's text: over 100 characters cut to 140 (spec 9). */
  shortDescription: string;
  descriptionCut: boolean;
  documentType: string;
  /** The picture of the card (image, else thumbnail). */
  image: string | null;
  /** Where the card's link leads (the asset file or its link; a DataObject video's player). */
  href: string | null;
  /** Videos: the allowed player address of a DataObject's embed. */
  embedSrc: string | null;
  /** Videos: the file of an Asset video, for 'Dowload Video'. */
  videoHref: string | null;
  isAsset: boolean;
}

/** The text an asset is found by (the category's search box): what its card and row show. */
function assetMatches(item: AssetItem, query: string, strip: ContentMappers['strip']): boolean {
  return matchesQuery(query, [strip(item.title), strip(item.description), strip(item.documentType)]);
}

export function filterAssets(items: readonly AssetItem[], query: string, strip: ContentMappers['strip']): AssetItem[] {
  if (query.trim() === '') return [...items];
  return items.filter((item) => assetMatches(item, query, strip));
}

export function toAssetView(item: AssetItem, index: number, layout: AssetLayout, { media, strip }: ContentMappers): AssetView {
  const title = strip(item.title) || null;
  const description = strip(item.description);
  const short = cutText(description);
  const isAsset = item.type.toLowerCase() === 'asset';
  const image = media(item.image) ?? media(item.thumbnail);
  const isVideo = layout === 'video';
  const embedSrc = isVideo && !isAsset ? videoEmbedSrc(item.video) : null;
  // An Asset video's `video` is a media path of the file (a DataObject's is markup).
  const videoHref = isVideo && isAsset ? ((item.video && !item.video.includes('<') ? media(item.video) : null) ?? media(item.asset) ?? media(item.link)) : null;
  return {
    key: item.id ?? `i${index}`,
    title,
    description,
    shortDescription: short.text,
    descriptionCut: short.cut,
    documentType: strip(item.documentType),
    image,
    // A DataObject video opens its (allowed) player; everything else its file or link.
    href: isVideo && !isAsset ? embedSrc : (media(item.asset) ?? media(item.link)),
    embedSrc,
    videoHref,
    isAsset,
  };
}
