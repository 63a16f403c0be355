import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Prometheus (package prometheus, installed by `npm test` when missing: scripts/system-tools.mjs). */
export const PROMETHEUS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((candidate) => existsSync(candidate)) ?? 'prometheus';

/** One sample of an instant query: its labels and its value. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

export interface PrometheusServer {
  url: string;
  pid: number;
  output: () => string;
  /** An instant query through the HTTP API (`/api/v1/query`). */
  query: (expression: string) => Promise<Sample[]>;
  /** Ends the server by its process id and removes its configuration and storage. */
  stop: () => Promise<void>;
}

/**
 * Starts a throw-away Prometheus on loopback `port` that scrapes `target` (host:port, path
 * /metrics) every second under the job `partner-portal`, with its storage in a temporary
 * folder; waits until it is ready.
 */
export async function startPrometheus(port: number, target: string): Promise<PrometheusServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'scrape_configs:',
      '  - job_name: partner-portal',
      '    metrics_path: /metrics',
      '    static_configs:',
      `      - targets: ['${target}']`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [`--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: 'pipe', cwd: dir },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid!, 'SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`prometheus exited (${child.exitCode}):\n${output}`);
    }
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus did not get ready on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    query: async (expression) => {
      const response = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: expression })}`);
      const body = (await response.json()) as {
        status: string;
        error?: string;
        data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`query ${expression} failed: ${body.error}`);
      return (body.data?.result ?? []).map((entry) => ({ metric: entry.metric, value: Number(entry.value[1]) }));
    },
    stop,
  };
}
