// Writes the icons' block of app/styles/{app,dashboard,assets}.css from app/ui/icon-shapes.ts
// (the unit tests check that they agree): node scripts/icons-css.mjs
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

const bundled = await build({ entryPoints: ['app/ui/icon-shapes.ts'], bundle: true, format: 'esm', platform: 'node', write: false });
const { iconCss, ICON_CSS_START, ICON_CSS_END, ICON_SHEETS } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);
for (const sheet of ICON_SHEETS) {
  const file = `app/styles/${sheet}.css`;
  const css = readFileSync(file, 'utf8');
  const start = css.indexOf(ICON_CSS_START);
  const end = css.indexOf(ICON_CSS_END);
  const next =
    start >= 0 && end > start ? css.slice(0, start) + iconCss(sheet) + css.slice(end + ICON_CSS_END.length) : `${css.trimEnd()}\n\n${iconCss(sheet)}\n`;
  writeFileSync(file, next);
  console.log(`wrote the icons of ${file}`);
}
