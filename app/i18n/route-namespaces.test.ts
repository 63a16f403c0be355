import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '~/i18n/config';
import routes from '~/routes';

/**
 * A page carries only the dictionaries its routes declare (`handle.i18n`; the root sends
 * `common`, the signed-in layout `shell`). This reads every route's view and what it
 * imports, and checks that each namespace a text is read from is one the page carries: a
 * missing one would show keys instead of texts.
 */
const APP = path.resolve('app');
const ROUTES = path.join(APP, 'routes');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/') ? path.join(APP, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Namespaces a module reads texts from: `useTranslation('ns')`, `t('ns:key')`, `metaText(matches, 'ns', …)`. */
function namespacesRead(source: string): Set<string> {
  const found = new Set<string>();
  if (/useTranslation\(\s*\)/.test(source)) found.add('common');
  for (const pattern of [/useTranslation\(\s*'(\w+)'/g, /\bt\(\s*['`](\w+):/g, /metaText\(\s*matches,\s*'(\w+)'/g]) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return found;
}

/** Namespaces read by a module and everything it imports, server modules aside (they translate with every dictionary). */
function namespacesReadFrom(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const namespace of namespacesRead(source)) found.add(namespace);
  for (const match of source.matchAll(/from\s+'((?:~\/|\.{1,2}\/)[^']+)'/g)) {
    const specifier = match[1]!;
    if (/\.server(?:\.tsx?)?$/.test(specifier)) continue;
    const target = resolveImport(file, specifier);
    if (target) for (const namespace of namespacesReadFrom(target, seen)) found.add(namespace);
  }
  return found;
}

function declaredNamespaces(source: string): string[] {
  const declared = /export const handle[^=]*=\s*\{[^}]*\bi18n:\s*\[([^\]]*)\]/s.exec(source)?.[1] ?? '';
  return [...declared.matchAll(/'(\w+)'/g)].map((match) => match[1]!);
}

const routeFiles = readdirSync(ROUTES).filter((name) => /\.tsx?$/.test(name));
/** The signed-in layout's module and those of the routes inside it, which carry the layout's shell texts. */
const SIGNED_IN_LAYOUT = routes.find((entry) => entry.file === 'routes/signed-in-layout.tsx');
const filesBelow = (entries: typeof routes): string[] => entries.flatMap((entry) => [path.basename(entry.file), ...filesBelow(entry.children ?? [])]);
const insideLayout = new Set(SIGNED_IN_LAYOUT ? filesBelow([SIGNED_IN_LAYOUT]) : []);

describe('every page carries the dictionaries its views read', () => {
  it('finds the routes and knows every namespace', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(insideLayout).toContain('leads.export.csv.tsx');
    expect(insideLayout.size).toBeGreaterThan(15);
    const known = new Set<string>(NAMESPACES);
    for (const name of routeFiles)
      for (const namespace of declaredNamespaces(readFileSync(path.join(ROUTES, name), 'utf8'))) expect(known).toContain(namespace);
  });

  it('reads namespaces from a view and its imports', () => {
    expect([...namespacesRead("const { t } = useTranslation('leads'); t('common:retry'); t(`auth:${key}`)")].sort()).toEqual(['auth', 'common', 'leads']);
    expect([...namespacesReadFrom(path.join(APP, 'root.tsx'))]).toContain('common');
    expect([...namespacesReadFrom(path.join(APP, 'routes', 'signed-in-layout.tsx'))]).toContain('shell');
  });

  for (const name of routeFiles) {
    it(name, () => {
      const file = path.join(ROUTES, name);
      const source = readFileSync(file, 'utf8');
      const carried = new Set(['common', ...(insideLayout.has(name) ? ['shell'] : []), ...declaredNamespaces(source)]);
      const missing = [...namespacesReadFrom(file)].filter((namespace) => !carried.has(namespace));
      expect(missing, `${name} reads texts of ${missing.join(', ')} without declaring them in handle.i18n`).toEqual([]);
      // A route that declares namespaces sends them from its loader (a portfolio screen's through withPortfolio).
      if (declaredNamespaces(source).length > 0) expect(source).toMatch(/routeDictionary\(|withPortfolio\(.*\bhandle\.i18n\b/);
    });
  }
});
