/**
 * Slide background colours come from the CMS: only plain hex and rgb() values are used,
 * normalised to #rrggbb, so nothing else ever reaches a style attribute.
 */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0+|100%)\s*)?\)$/i;

const hex2 = (value: number) => value.toString(16).padStart(2, '0');

export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].toLowerCase();
    return digits.length === 3 ? `#${[...digits].map((d) => d + d).join('')}` : `#${digits}`;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (channels.some((channel) => channel > 255)) return null;
    return `#${channels.map(hex2).join('')}`;
  }
  return null;
}

function luminance(color: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Light or dark text on a #rrggbb background: whichever contrasts more. */
export function textToneOn(color: string): 'light' | 'dark' {
  const background = luminance(color);
  const light = contrast(background, 1);
  const dark = contrast(background, luminance('#111827'));
  return light >= dark ? 'light' : 'dark';
}
