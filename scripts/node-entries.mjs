// server.ts and the sandbox provider as plain ESM files in build/ (the app itself is built by
// `react-router build`, or by Vite's development server under `npm run dev`).
import { build } from 'esbuild';
import { eagerGlob } from './eager-glob.mjs';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
  plugins: [eagerGlob],
};

export async function buildNodeEntries() {
  await build({ ...common, entryPoints: { server: 'server.ts' }, outdir: 'build', external: ['vite'] });
  await build({ ...common, entryPoints: { sandbox: 'sandbox/main.ts' }, outdir: 'build' });
}
