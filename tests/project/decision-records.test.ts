import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';

interface DecisionRecord {
  file: string;
  number: string;
  text: string;
  date: string | undefined;
  status: string | undefined;
  supersedes: string | undefined;
  supersededBy: string | undefined;
}

/** The value of one of the lines at the head of a record ("- Status: Accepted"). */
function field(text: string, name: string): string | undefined {
  return new RegExp(`^- ${name}: (.+)$`, 'm').exec(text)?.[1];
}

/** The record numbers a line links to ("[021](021-….md) (in part)" names 021). */
function linkedNumbers(line: string | undefined): string[] {
  return [...(line ?? '').matchAll(/\[(\d{3})\]\((\d{3})-[^)]+\.md\)/g)].map((match) => match[1]!);
}

const records: DecisionRecord[] = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    return {
      file,
      number: file.slice(0, 3),
      text,
      date: field(text, 'Date'),
      status: field(text, 'Status'),
      supersedes: field(text, 'Supersedes'),
      supersededBy: field(text, 'Superseded by'),
    };
  });
const byNumber = new Map(records.map((record) => [record.number, record]));
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');

/** The index's rows by record number: its status and date cells. */
const indexRows = new Map(
  [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) +\| [^|]+\| (.+?) +\| (\d{4}-\d{2}-\d{2}) +\|$/gm)].map((match) => [
    match[1]!,
    { file: match[2]!, status: match[3]!, date: match[4]! },
  ]),
);

describe('decision records', () => {
  it('are numbered from 001 without a gap or a number used twice', () => {
    expect(records.length).toBeGreaterThan(30);
    expect(records.map((record) => record.number)).toEqual(records.map((_, i) => String(i + 1).padStart(3, '0')));
  });

  it.each(records.map((record) => [record.file, record] as const))('%s follows the template', (_file, record) => {
    expect(record.text.split('\n')[0]).toMatch(new RegExp(`^# ${record.number}\\. \\S`));
    expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.status).toMatch(/^(Accepted|Amended by \[\d{3}\]|Superseded (in part )?by \[\d{3}\])/);
    expect(record.supersedes).toBeDefined();
    expect(record.supersededBy).toBeDefined();
    const headings = [...record.text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings.slice(0, 3)).toEqual(['Context', 'Decision', 'Consequences']);
    for (const heading of headings.slice(3)) expect(heading).toBe('Later changes');
    for (const linked of linkedNumbers(record.text)) expect(byNumber.has(linked), `${record.file} links ${linked}`).toBe(true);
  });

  it('name what supersedes them, and the later record names them back', () => {
    for (const record of records) {
      const superseding = /^Superseded (?:in part )?by/.test(record.status ?? '') ? linkedNumbers(record.status).slice(0, 1) : [];
      expect(linkedNumbers(record.supersededBy), record.file).toEqual(superseding);
      for (const later of superseding) expect(linkedNumbers(byNumber.get(later)?.supersedes), later).toContain(record.number);
    }
    for (const record of records) {
      for (const earlier of linkedNumbers(record.supersedes)) expect(linkedNumbers(byNumber.get(earlier)?.supersededBy), earlier).toContain(record.number);
    }
  });

  it('each have a line in the index with their own status and date, and the index names no other', () => {
    expect([...indexRows.keys()]).toEqual(records.map((record) => record.number));
    for (const record of records) {
      expect(indexRows.get(record.number), record.file).toEqual({ file: record.file, status: record.status, date: record.date });
    }
  });
});
