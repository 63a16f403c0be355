import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProcessMetrics, metrics } from '~/lib/metrics.server';
import { searchDirectories, SYSTEM_TOOLS } from '../../scripts/system-tools.mjs';

/*
 * The admin's examples in deploy/ (the Prometheus scrape, the alert rules, the Grafana
 * dashboard) name only series the portal exports, and the rules pass promtool's check.
 */

/** Every series name the portal exports: its own and prom-client's default metrics, histograms with their parts. */
async function exportedNames(): Promise<Set<string>> {
  collectProcessMetrics();
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') for (const part of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${part}`);
  }
  return names;
}

/** The series an expression names: the words that start like the portal's or the process's metrics. */
function namedSeries(expression: string): string[] {
  return [...expression.matchAll(/\b(?:portal|nodejs|process)_[a-z0-9_]+/g)].map((match) => match[0]);
}

interface Panel {
  title: string;
  targets: { expr: string }[];
}

describe('deploy/grafana-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync('deploy/grafana-dashboard.json', 'utf8')) as { title: string; panels: Panel[] };

  it('is a dashboard whose every panel queries series the portal exports', async () => {
    const exported = await exportedNames();
    expect(dashboard.title).toBe('Partner portal');
    expect(dashboard.panels.length).toBeGreaterThan(8);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        const series = namedSeries(expr);
        expect(series.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of series) expect(exported.has(name), `${panel.title}: ${name}`).toBe(true);
      }
    }
  });

  it('shows the main series: pages, provider calls, shared calls, caches, sign-ins and other proofs, Redis, event loop and memory', () => {
    const all = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n');
    for (const name of [
      'portal_http_request_duration_seconds_bucket',
      'portal_provider_calls_total',
      'portal_provider_unreadable_answers_total',
      'portal_provider_call_duration_seconds_bucket',
      'portal_shared_calls_joined_total',
      'portal_cache_hits_total',
      'portal_sign_ins_total',
      'portal_account_proofs_total',
      'portal_redis_fail_open',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(all).toContain(name);
    }
  });
});

describe('deploy/alerts.yml and deploy/prometheus.yml', () => {
  const rules = readFileSync('deploy/alerts.yml', 'utf8');

  it('the rules name only series the portal exports, for each of the four alerts', async () => {
    const exported = await exportedNames();
    for (const name of namedSeries(rules.replace(/^\s*#.*$/gm, ''))) expect(exported.has(name), name).toBe(true);
    for (const alert of ['PortalProviderErrors', 'PortalPagesSlow', 'PortalRedisFailOpen', 'PortalEventLoopLag']) expect(rules).toContain(`alert: ${alert}`);
  });

  // npm test installs promtool (scripts/system-tools.mjs) before it runs the unit tests.
  const promtool = searchDirectories()
    .map((directory) => path.join(directory, 'promtool'))
    .find((file) => existsSync(file));
  const prometheus = SYSTEM_TOOLS.find((tool) => tool.commands.includes('promtool'))?.debian;

  it('pass promtool check rules and check config', () => {
    if (!promtool) {
      expect.fail(
        `promtool is missing: npm test installs it before the unit tests (scripts/system-tools.mjs); on Debian or Ubuntu, as root: apt-get update && apt-get install -y ${prometheus}`,
      );
    }
    const checkedRules = spawnSync(promtool!, ['check', 'rules', 'deploy/alerts.yml'], { encoding: 'utf8' });
    expect(checkedRules.status, checkedRules.stdout + checkedRules.stderr).toBe(0);
    expect(checkedRules.stdout).toContain('SUCCESS: 4 rules found');
    const checkedConfig = spawnSync(promtool!, ['check', 'config', 'deploy/prometheus.yml'], { encoding: 'utf8' });
    expect(checkedConfig.status, checkedConfig.stdout + checkedConfig.stderr).toBe(0);
  });

  it("pass promtool's tests: the provider alert fires on failed attempts and on unreadable answers alike, each without the other's series; the slow-pages alert on slow answers, not on clients that went away", () => {
    if (!promtool) expect.fail('promtool is missing (see the test above)');
    const tested = spawnSync(promtool!, ['test', 'rules', 'tests/project/alert-rules.test.yml'], { encoding: 'utf8' });
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toContain('SUCCESS');
  });
});
