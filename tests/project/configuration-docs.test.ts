import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { configSchema } from '~/config.server';

/** Every variable the portal reads from its environment. */
const settings = Object.keys(configSchema.shape).sort();
const schemaOf = configSchema.shape as Record<string, z.ZodType>;

/** README is the front door: what the portal is, the two commands, the first settings, links. */
const README_MOST_LINES = 120;
/** A table a person reads in a terminal: short cells, and rows that fit a terminal's width. */
const LONGEST_CELL = 80;
const WIDEST_ROW = 120;

const readme = readFileSync('README.md', 'utf8');
const configuration = readFileSync('docs/configuration.md', 'utf8');

interface Table {
  /** The section (`## …`) the table stands in. */
  heading: string;
  lines: string[];
  /** The body's rows, each as its trimmed cells (the header and its rule left out). */
  rows: string[][];
  /** Where the table ends in the text. */
  end: number;
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The tables of a Markdown text, in order. */
function tablesOf(text: string): Table[] {
  const tables: Table[] = [];
  const lines = text.split('\n');
  let heading = '';
  let offset = 0;
  let current: Table | undefined;
  for (const line of lines) {
    offset += line.length + 1;
    if (line.startsWith('## ')) heading = line.slice(3);
    if (line.startsWith('|')) {
      current ??= { heading, lines: [], rows: [], end: 0 };
      current.lines.push(line);
      current.end = offset;
      continue;
    }
    if (current) tables.push(current);
    current = undefined;
  }
  if (current) tables.push(current);
  for (const table of tables) table.rows = table.lines.slice(2).map(cellsOf);
  return tables;
}

/** The one table of a section of a text. */
function tableUnder(text: string, heading: string): Table {
  const tables = tablesOf(text).filter((table) => table.heading === heading);
  expect(tables, `one table under "## ${heading}"`).toHaveLength(1);
  return tables[0]!;
}

/** The setting a row is about: its first cell is one variable in backticks. */
function nameOf(row: string[]): string {
  const match = /^`([A-Z][A-Z0-9_]*)`$/.exec(row[0]!);
  expect(match, `a row names one variable: ${row[0]}`).not.toBeNull();
  return match![1]!;
}

/** What a default cell reads for a setting whose code gives it a plain default: the value, or "placeholder" for an id of zeros (its last digit aside). */
function defaultCellOf(name: string): string | undefined {
  const parsed = schemaOf[name]!.safeParse(undefined);
  if (!parsed.success) return undefined;
  const value = parsed.data;
  if (typeof value === 'string' && /^[0-]+[0-9]$/.test(value)) return 'placeholder';
  if (typeof value === 'string' || typeof value === 'number') return `\`${value}\``;
  return undefined;
}

/** The variables `.env.example` sets or shows commented out (`# API_URL=…`), in its order. */
function envExampleLines(): { name: string; value: string; commented: boolean }[] {
  const example = readFileSync('.env.example', 'utf8');
  return [...example.matchAll(/^(#? ?)([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => ({
    name: match[2]!,
    value: match[3]!,
    commented: match[1] !== '',
  }));
}

const settingsTable = tableUnder(configuration, 'Every setting');
const settingsTableNames = settingsTable.rows.map(nameOf);
const firstSettings = tableUnder(readme, 'The five settings to set first');

/** A heading's anchor as the Markdown renderers make it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** README and the pages beside docs/configuration.md: the documents whose links must land. */
const documents = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the configuration is documented', () => {
  it("docs/configuration.md's table names every setting, one a row, and no other", () => {
    expect(settings.length).toBeGreaterThan(15);
    expect([...settingsTableNames].sort()).toEqual(settings);
  });

  it('.env.example lists every setting, and no other', () => {
    expect(
      envExampleLines()
        .map((line) => line.name)
        .sort(),
    ).toEqual(settings);
  });

  it('the table names the settings in the order of .env.example', () => {
    expect(settingsTableNames).toEqual(envExampleLines().map((line) => line.name));
  });

  it("the table's defaults, and the values .env.example sets, are the code's", () => {
    for (const row of settingsTable.rows) {
      const expected = defaultCellOf(nameOf(row));
      if (expected !== undefined) expect(row[1], nameOf(row)).toBe(expected);
    }
    for (const line of envExampleLines().filter((entry) => !entry.commented)) {
      expect(schemaOf[line.name]!.safeParse(undefined).data, line.name).toEqual(schemaOf[line.name]!.parse(line.value));
    }
  });

  it('each setting has its reasons beneath the table, once', () => {
    const beneath = configuration.slice(settingsTable.end);
    for (const name of settings) expect(beneath.split(`**\`${name}\`**`).length - 1, name).toBe(1);
  });

  it(`no table cell of README or docs/configuration.md is longer than ${LONGEST_CELL} characters, nor a row wider than ${WIDEST_ROW}`, () => {
    for (const [file, text] of [
      ['README.md', readme],
      ['docs/configuration.md', configuration],
    ] as const) {
      for (const table of tablesOf(text)) {
        for (const line of table.lines) {
          expect(line.length, `${file}: ${line}`).toBeLessThanOrEqual(WIDEST_ROW);
          for (const cell of cellsOf(line)) expect(cell.length, `${file}: ${cell}`).toBeLessThanOrEqual(LONGEST_CELL);
        }
      }
    }
  });
});

describe('README is a front door', () => {
  it(`has at most ${README_MOST_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MOST_LINES);
  });

  it('gives the two commands: one that starts the portal on the sandbox, one that runs the whole test suite', () => {
    expect(readme).toContain('\n```sh\nnpm ci && npm start\n```\n');
    expect(readme).toContain('\n```sh\nnpm test\n```\n');
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBeDefined();
    expect(scripts.test).toBeDefined();
  });

  it('names five settings to set first, with the defaults of docs/configuration.md, and links to every setting', () => {
    const names = firstSettings.rows.map(nameOf);
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
    for (const row of firstSettings.rows) {
      const documented = settingsTable.rows.find((setting) => nameOf(setting) === nameOf(row));
      expect(documented, `${nameOf(row)} is a setting of docs/configuration.md`).toBeDefined();
      expect(row[1], nameOf(row)).toBe(documented![1]);
    }
    expect(readme).toContain('](docs/configuration.md)');
  });
});

describe('links between the documents', () => {
  it.each(documents)('every relative link of %s reaches a file, and a heading of it when it names one', (file) => {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
    for (const link of links) {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const resolved = target === '' ? file : path.join(path.dirname(file), target);
      expect(existsSync(resolved), `${file}: ${link}`).toBe(true);
      if (anchor !== undefined && resolved.endsWith('.md')) expect(anchorsOf(resolved).has(anchor), `${file}: ${link}`).toBe(true);
    }
  });
});
