import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTAL_NODE_ARGS } from '../../scripts/portal-node-args.mjs';

describe('the Node options the portal runs with', () => {
  it('are the same in the Dockerfile and the systemd unit as for npm start, the benches and the tests', () => {
    expect(PORTAL_NODE_ARGS.length).toBeGreaterThan(0);
    const docker = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))![1]!) as string[];
    expect(docker).toEqual(['node', ...PORTAL_NODE_ARGS, 'build/server.js']);
    const unit = /^ExecStart=(.*)$/m.exec(readFileSync('deploy/partner-portal.service', 'utf8'))![1]!.split(' ');
    expect(unit).toEqual(['/usr/bin/node', ...PORTAL_NODE_ARGS, 'build/server.js']);
    expect(readFileSync('playwright.config.ts', 'utf8')).toContain("['node', ...PORTAL_NODE_ARGS, 'build/server.js']");
  });
});
