// `node bench/schema-parse.mjs`: bundles bench/schema-parse.ts (the provider schemas and the
// sandbox) and runs it. ROUNDS (2000) sets how often each answer is parsed.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Inside the project (in the ignored .cache), so the bundle finds node_modules.
mkdirSync('.cache', { recursive: true });
const dir = mkdtempSync(join('.cache', 'schema-parse-'));
try {
  const outfile = join(dir, 'schema-parse.mjs');
  await build({
    entryPoints: ['bench/schema-parse.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  await import(pathToFileURL(join(process.cwd(), outfile)).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
