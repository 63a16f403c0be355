// `npm run sandbox`: the sandbox provider alone (port from SANDBOX_PORT, default 4010).
import './required-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/sandbox.js')) {
  const { status } = await import('node:child_process').then(({ spawnSync }) => spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }));
  if (status !== 0) process.exit(status ?? 1);
}
const child = spawn(process.execPath, ['build/sandbox.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
