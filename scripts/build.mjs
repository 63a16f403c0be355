// Builds the portal: React Router's build of the app (build/server/ and build/client/), then
// server.ts and the sandbox provider as plain ESM files beside it in build/.
import './required-node.mjs';
import { execFileSync } from 'node:child_process';
import { buildNodeEntries } from './node-entries.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

run(process.execPath, ['node_modules/@react-router/dev/bin.cjs', 'build']);
await buildNodeEntries();
console.log('built build/server/, build/client/, build/server.js and build/sandbox.js');
