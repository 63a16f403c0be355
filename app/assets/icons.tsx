import { Icon } from '~/ui/Icon';
import type { AssetCategorySlug } from '~/upstream/assets.server';

/** The decorative icon of each of the six asset categories, in the current colour. */
export function CategoryIcon({ slug }: { slug: AssetCategorySlug }) {
  return <Icon name={slug} size={40} className="asset-category__icon" />;
}
