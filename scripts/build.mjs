// Builds the portal: the Remix app (client and server bundles), then server.ts and the
// sandbox provider as plain ESM files beside it in build/.
import { execFileSync } from 'node:child_process';
import { buildNodeEntries } from './node-entries.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

run(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'build']);
await buildNodeEntries();
console.log('built build/index.js, build/server.js, build/sandbox.js and public/build/');
