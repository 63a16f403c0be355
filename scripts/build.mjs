// Builds the portal: the Remix app (client and server bundles), then server.ts and the
// sandbox provider as plain ESM files beside it in build/.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

run(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'build']);

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
};
await build({ ...common, entryPoints: { server: 'server.ts' }, outdir: 'build', external: ['./index.js'] });
await build({ ...common, entryPoints: { sandbox: 'sandbox/main.ts' }, outdir: 'build' });
console.log('built build/index.js, build/server.js, build/sandbox.js and public/build/');
