import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The browser's files are served under /partner/build/ (content-hashed, kept a year): the
 * /partner/assets addresses are the media screen's.
 */
export default defineConfig({
  base: '/partner/',
  // Every file its own address, as before: an image inlined into a page would travel with every page view.
  // Style sheets minified by esbuild, as up to Vite 7: Vite 8's default (Lightning CSS) rewrites
  // them (longer font stacks, colour-scheme variables, reordered declarations).
  build: { assetsDir: 'build', target: 'es2020', assetsInlineLimit: 0, cssMinify: 'esbuild' },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  plugins: [reactRouter()],
});
