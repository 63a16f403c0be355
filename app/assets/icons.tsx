/** Decorative icons of the six asset categories (inline SVG, current colour). */
const PATHS: Record<string, string> = {
  'videos-tutorials': 'M4 5h12a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  'documents-guides': 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5M8 13h8M8 17h8',
  'business-cases': 'M9 4h6a1 1 0 0 1 1 1v2h4a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h4V5a1 1 0 0 1 1-1zm1 3h4V6h-4zM2 13h20',
  'sales-flyers': 'M4 3h16v18l-4-2-4 2-4-2-4 2zM8 8h8M8 12h8M8 16h5',
  'product-images': 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  'branding-assets': 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
};

export function CategoryIcon({ slug }: { slug: string }) {
  return (
    <svg className="asset-category__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={PATHS[slug] ?? PATHS['documents-guides']} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
