import { stableHash } from '../stable-hash';

const PALETTE = ['#0B3D91', '#1F4E5F', '#5B2A86', '#B5451B', '#2E7D32', '#00695C', '#AD1457', '#37474F', '#6D4C41', '#283593'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface SvgOptions {
  label: string;
  caption: string;
  /** Colour seed: the same key gives the same colour. */
  key: string;
  square?: boolean;
}

/** A small placeholder picture: a coloured card with a label and a caption. */
export function renderSvg({ label, caption, key, square = false }: SvgOptions): string {
  const width = square ? 400 : 800;
  const height = square ? 400 : 500;
  const colour = PALETTE[stableHash(key) % PALETTE.length];
  const accent = PALETTE[(stableHash(key) + 3) % PALETTE.length];
  const fontSize = Math.max(20, Math.min(48, Math.floor((width * 1.6) / Math.max(label.length, 8))));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<circle cx="${width * 0.82}" cy="${height * 0.22}" r="${height * 0.32}" fill="${accent}" opacity="0.45"/>`,
    `<circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.22}" fill="#ffffff" opacity="0.08"/>`,
    `<text x="${width / 2}" y="${height / 2}" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>`,
    `<text x="${width / 2}" y="${height / 2 + fontSize + 8}" fill="#ffffff" opacity="0.8" font-family="Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}
