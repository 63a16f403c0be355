/**
 * The shapes of the portal's decorative icons: one per name, drawn in a 24-unit box with the
 * current text colour. Each is painted by CSS (a mask over `currentColor`, see `iconRule`),
 * so a page carries one empty element per icon, or none (./icons.ts), instead of an inline
 * SVG tree: smaller pages, and far less work for the server that renders them. Only the
 * script that writes app.css and the tests read this module: no browser bundle carries it.
 */
export interface IconShape {
  /** SVG elements inside the 24×24 box, drawn with the stroke below unless they set their own. */
  body: string;
  /** Stroke width of the outlines (default 2); 0 fills the shapes instead. */
  stroke?: number;
  /**
   * The style sheet that carries the shape: app.css for the shell's icons, else the sheet of
   * the only screens that show it, so that no page waits for shapes it does not draw.
   */
  sheet?: IconSheet;
}

export const ICON_SHEETS = ['app', 'dashboard', 'assets'] as const;
export type IconSheet = (typeof ICON_SHEETS)[number];

export const ICONS = {
  search: { body: "<circle cx='11' cy='11' r='7'/><path d='M16.5 16.5 21 21'/>" },
  moon: { body: "<path d='M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z'/>", stroke: 0 },
  sun: { body: "<circle cx='12' cy='12' r='4'/><path d='M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1'/>" },
  bell: { body: "<path d='M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0'/>" },
  download: { body: "<path d='M12 4v11M7 10l5 5 5-5M5 20h14'/>", sheet: 'dashboard' },
  previous: { body: "<path d='M15 5l-7 7 7 7'/>", stroke: 2.5, sheet: 'dashboard' },
  next: { body: "<path d='M9 5l7 7-7 7'/>", stroke: 2.5, sheet: 'dashboard' },
  back: { body: "<path d='M15 5l-7 7 7 7M8 12h12'/>", sheet: 'assets' },
  pause: { body: "<path d='M8 5v14M16 5v14'/>", stroke: 3, sheet: 'dashboard' },
  play: { body: "<path d='M8 5l11 7-11 7z'/>", stroke: 0, sheet: 'dashboard' },
  image: {
    body: "<rect x='3' y='4' width='18' height='16' rx='2'/><circle cx='9' cy='10' r='2'/><path d='M4 18l5-5 4 4 3-3 4 4'/>",
    stroke: 1.5,
    sheet: 'dashboard',
  },
  onboarding: { body: "<path d='M4 20V6l8-3 8 3v14M9 20v-6h6v6M4 20h16'/>", sheet: 'dashboard' },
  linkedin: { body: "<rect x='3' y='3' width='18' height='18' rx='3'/><path d='M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7'/>", sheet: 'dashboard' },
  newsletter: { body: "<rect x='3' y='5' width='18' height='14' rx='2'/><path d='M3 7l9 6 9-6'/>", sheet: 'dashboard' },
  info: { body: "<circle cx='12' cy='12' r='9'/><path d='M12 8v5M12 16v.01'/>", sheet: 'dashboard' },
  // The sidebar's sections: drawn beside their names, alone when the sidebar is collapsed.
  'section-dashboard': {
    body: "<rect x='3' y='3' width='7' height='7' rx='1'/><rect x='14' y='3' width='7' height='7' rx='1'/><rect x='3' y='14' width='7' height='7' rx='1'/><rect x='14' y='14' width='7' height='7' rx='1'/>",
  },
  'section-leads': { body: "<circle cx='9' cy='8' r='3.5'/><path d='M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5'/>" },
  'section-products': { body: "<path d='M12 2 3 7v10l9 5 9-5V7zM3 7l9 5 9-5M12 12v10'/>" },
  'section-pricelist': { body: "<path d='M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM7.5 6v.01'/>", stroke: 2 },
  'section-assets': { body: "<rect x='3' y='4' width='18' height='16' rx='2'/><circle cx='9' cy='10' r='2'/><path d='M21 16l-5-5-9 9'/>" },
  'section-news': { body: "<path d='M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5'/>" },
  'section-support': {
    body: "<circle cx='12' cy='12' r='9'/><circle cx='12' cy='12' r='4'/><path d='M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6'/>",
  },
  'section-profile': { body: "<circle cx='12' cy='8' r='4'/><path d='M4 21a8 8 0 0 1 16 0'/>" },
  'section-signout': { body: "<path d='M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10'/>" },
  picture: { body: "<path d='M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01'/>", stroke: 1.5, sheet: 'assets' },
  'videos-tutorials': {
    body: "<path d='M4 5h12a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z'/>",
    stroke: 1.6,
    sheet: 'assets',
  },
  'documents-guides': {
    body: "<path d='M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5M8 13h8M8 17h8'/>",
    stroke: 1.6,
    sheet: 'assets',
  },
  'business-cases': {
    body: "<path d='M9 4h6a1 1 0 0 1 1 1v2h4a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h4V5a1 1 0 0 1 1-1zm1 3h4V6h-4zM2 13h20'/>",
    stroke: 1.6,
    sheet: 'assets',
  },
  'sales-flyers': { body: "<path d='M4 3h16v18l-4-2-4 2-4-2-4 2zM8 8h8M8 12h8M8 16h5'/>", stroke: 1.6, sheet: 'assets' },
  'product-images': { body: "<path d='M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01'/>", stroke: 1.6, sheet: 'assets' },
  'branding-assets': { body: "<path d='M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z'/>", stroke: 1.6, sheet: 'assets' },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;

/** The sizes icons are drawn at, in CSS pixels (20 unless said). */
const ICON_SIZES = [18, 20, 22, 28, 40, 48] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The standalone SVG document of an icon, black on transparent (a mask reads only its alpha). */
export function iconSvg({ body, stroke = 2 }: IconShape): string {
  const paint = stroke === 0 ? "fill='#000'" : `fill='none' stroke='#000' stroke-width='${stroke}' stroke-linecap='round' stroke-linejoin='round'`;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${body}</svg>`;
}

/** The CSS rule that gives `.icon--{name}` its shape, as a data URL safe inside url("…"). */
export function iconRule(name: IconName): string {
  const url = iconSvg(ICONS[name]).replace(/[<>"#%]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `.icon--${name} { --icon: url("data:image/svg+xml,${url}"); }`;
}

export const ICON_CSS_START = '/* Icons: written by scripts/icons-css.mjs from app/ui/icon-shapes.ts; do not edit by hand. */';
export const ICON_CSS_END = '/* End of icons. */';

/** The icons' block of a style sheet: in app.css the shared rules and sizes, and each sheet's shapes. */
export function iconCss(sheet: IconSheet = 'app'): string {
  const shared = [
    // An icon is its own empty element (.icon), or drawn before a host element's content
    // (.with-icon): a link or a badge then needs no element of its own for it.
    '.icon, .with-icon::before { flex: none; width: var(--icon-size, 20px); height: var(--icon-size, 20px); background-color: currentColor;',
    '  -webkit-mask: var(--icon) center / contain no-repeat; mask: var(--icon) center / contain no-repeat; }',
    '.icon { display: inline-block; vertical-align: middle; }',
    ".with-icon::before { content: ''; display: inline-block; vertical-align: middle; }",
    // Forced colours drop backgrounds: the icon keeps the forced text colour instead.
    '@media (forced-colors: active) { .icon, .with-icon::before { forced-color-adjust: none; background-color: CanvasText; } }',
    ...ICON_SIZES.filter((size) => size !== 20).map((size) => `.icon--${size} { --icon-size: ${size}px; }`),
  ];
  const shapes = (Object.keys(ICONS) as IconName[]).filter((name) => ((ICONS[name] as IconShape).sheet ?? 'app') === sheet).map(iconRule);
  return [ICON_CSS_START, ...(sheet === 'app' ? shared : []), ...shapes, ICON_CSS_END].join('\n');
}
