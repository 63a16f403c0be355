/** A readable label from a media path: `/media/products/drone-200-pro.svg` → `Drone 200 Pro`. */
export function labelFromPath(path: string): string {
  const file = decodeURIComponent(path.split('/').pop() ?? '');
  const stem = file.replace(/\.[a-z0-9]+$/i, '');
  return stem
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => (/^\d/.test(word) ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The folder below `/media/`: `products`, `documents`, ... */
export function folderOf(path: string): string {
  return path.split('/')[2] ?? '';
}

const FOLDER_LABELS: Record<string, string> = {
  portfolios: 'Portfolio',
  products: 'Product',
  'product-images': 'Product image',
  documents: 'Document',
  videos: 'Video',
  'business-cases': 'Business case',
  flyers: 'Sales flyer',
  branding: 'Branding',
  news: 'News',
  events: 'Event',
  slides: 'Slide',
  onboarding: 'Onboarding',
  quicklinks: 'Quick link',
  profiles: 'Profile',
  partners: 'Partner',
  agreements: 'Agreement',
};

export function folderLabel(path: string): string {
  return FOLDER_LABELS[folderOf(path)] ?? 'Media';
}
