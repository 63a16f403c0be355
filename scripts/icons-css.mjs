// Writes the icons' block of app/styles/app.css from app/ui/icon-shapes.ts (the unit tests check
// that the two agree): node scripts/icons-css.mjs
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

const bundled = await build({ entryPoints: ['app/ui/icon-shapes.ts'], bundle: true, format: 'esm', platform: 'node', write: false });
const { iconCss, ICON_CSS_START, ICON_CSS_END } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const file = 'app/styles/app.css';
const css = readFileSync(file, 'utf8');
const start = css.indexOf(ICON_CSS_START);
const end = css.indexOf(ICON_CSS_END);
const next = start >= 0 && end > start ? css.slice(0, start) + iconCss() + css.slice(end + ICON_CSS_END.length) : `${css.trimEnd()}\n\n${iconCss()}\n`;
writeFileSync(file, next);
console.log(`wrote the icons of ${file}`);
