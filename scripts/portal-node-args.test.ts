import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_LINE } from './node-lines.mjs';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from './portal-node-args.mjs';

describe('the Node the portal runs on', () => {
  it('has the same options in the Dockerfile and the systemd unit as for npm start, the benches and the tests', () => {
    expect(PORTAL_NODE_ARGS.length).toBeGreaterThan(0);
    const docker = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))![1]!) as string[];
    expect(docker).toEqual(['node', ...PORTAL_NODE_ARGS, 'build/server.js']);
    const unit = /^ExecStart=(.*)$/m.exec(readFileSync('deploy/partner-portal.service', 'utf8'))![1]!.split(' ');
    expect(unit).toEqual(['/usr/bin/node', ...PORTAL_NODE_ARGS, 'build/server.js']);
    expect(readFileSync('playwright.config.ts', 'utf8')).toContain("['node', ...PORTAL_NODE_ARGS, 'build/server.js']");
  });

  it('has the same environment in the Dockerfile and the systemd unit as for npm start, the benches and the tests', () => {
    const entries = Object.entries(PORTAL_NODE_ENV);
    expect(entries.length).toBeGreaterThan(0);
    const dockerEnv = [...readFileSync('Dockerfile', 'utf8').matchAll(/^ENV (.*)$/gm)].flatMap((match) => match[1]!.split(' '));
    const unitEnv = [...readFileSync('deploy/partner-portal.service', 'utf8').matchAll(/^Environment=(.*)$/gm)].map((match) => match[1]);
    for (const [name, value] of entries) {
      expect(dockerEnv).toContain(`${name}=${value}`);
      expect(unitEnv).toContain(`${name}=${value}`);
    }
    expect(readFileSync('playwright.config.ts', 'utf8')).toMatch(/const portalEnv = \{\n\s*\.\.\.PORTAL_NODE_ENV,/);
  });

  it('is measured by the benches on the line production runs: the Dockerfile image and the systemd unit name the same', () => {
    const images = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\d+)\S*/gm)].map((match) => Number(match[1]));
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([PRODUCTION_NODE_LINE]));
    expect(readFileSync('deploy/partner-portal.service', 'utf8')).toMatch(new RegExp(`^# Node ${PRODUCTION_NODE_LINE} LTS`, 'm'));
  });
});
