import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from '~/config.server';

/** Every variable the portal reads from its environment. */
const settings = Object.keys(configSchema.shape).sort();

/** The names in the first column of README's configuration table ("`PORT` / `HOST`" names two). */
function readmeTableNames(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('\n## Configuration\n');
  expect(start).toBeGreaterThanOrEqual(0);
  const section = readme.slice(start + 1).split(/\n#{2,3} /)[0]!;
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)).sort();
}

/** The variables `.env.example` sets or shows commented out (`# API_URL=…`). */
function envExampleNames(): string[] {
  const example = readFileSync('.env.example', 'utf8');
  return [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!).sort();
}

describe('the configuration is documented', () => {
  it('README names every setting in its configuration table, and no other', () => {
    expect(settings.length).toBeGreaterThan(15);
    expect(readmeTableNames()).toEqual(settings);
  });

  it('.env.example lists every setting, and no other', () => {
    expect(envExampleNames()).toEqual(settings);
  });
});
