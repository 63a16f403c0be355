import { startSandbox } from './server';

/** CLI entry: reads the SANDBOX_* environment, starts the sandbox, stops on SIGTERM/SIGINT. */

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) {
    process.stderr.write(`sandbox provider: ${name} must be a number, got "${raw}"\n`);
    process.exit(2);
  }
  return value;
}

const flag = (name: string) => /^(1|true|yes|on)$/i.test(process.env[name] ?? '');

const sandbox = await startSandbox({
  port: numberFromEnv('SANDBOX_PORT', 4010),
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  latencyMs: numberFromEnv('SANDBOX_LATENCY_MS', 0),
  faultRate: numberFromEnv('SANDBOX_FAULT_RATE', 0),
  hostile: flag('SANDBOX_HOSTILE'),
  quiet: !flag('SANDBOX_LOG'),
});

process.stdout.write(`sandbox provider listening on ${sandbox.url}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  sandbox.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
