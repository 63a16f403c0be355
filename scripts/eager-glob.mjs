// Vite's glob import for esbuild. The app's modules that server.ts takes in (the dictionaries,
// for the translated refusal of cross-site posts) find files with `import.meta.glob`, which
// only Vite knows: esbuild, which bundles server.ts, gets each such call written out as the
// imports of the files it names, keyed as Vite keys them. One form is known, the one the app
// uses: eager, each file's default export. Any other form stops the build.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const EAGER_DEFAULT_GLOB = /import\.meta\.glob(?:<[^()']*>)?\(\s*'([^']+)',\s*\{\s*eager:\s*true,\s*import:\s*'default'\s*\}\s*\)/g;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files a pattern of plain and `*` segments names from `dir`, spelled as the pattern is ('../locales/common/en.json'). */
export function filesMatching(dir, pattern) {
  const segments = pattern.split('/');
  let found = [[]];
  segments.forEach((segment, i) => {
    if (!segment.includes('*')) {
      found = found.map((parts) => [...parts, segment]);
      return;
    }
    const wanted = new RegExp(`^${segment.split('*').map(escapeRegExp).join('[^/]*')}$`);
    const last = i === segments.length - 1;
    found = found.flatMap((parts) =>
      readdirSync(path.resolve(dir, ...parts), { withFileTypes: true })
        .filter((entry) => (last ? entry.isFile() : entry.isDirectory()) && wanted.test(entry.name))
        .map((entry) => [...parts, entry.name]),
    );
  });
  return found.map((parts) => parts.join('/')).sort();
}

/** The module's source with each eager glob import written out; the source as it is when it has none. */
export function writeOutGlobs(source, dir) {
  if (!source.includes('import.meta.glob')) return source;
  const imports = [];
  const written = source.replace(EAGER_DEFAULT_GLOB, (_call, pattern) => {
    const entries = filesMatching(dir, pattern).map((file) => {
      const name = `__glob${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(file)};`);
      return `${JSON.stringify(file)}: ${name}`;
    });
    return `{ ${entries.join(', ')} }`;
  });
  if (written.includes('import.meta.glob')) throw new Error('esbuild knows only the eager glob import of default exports (scripts/eager-glob.mjs)');
  return `${imports.join('\n')}\n${written}`;
}

/** The esbuild plugin: the app's TypeScript modules, with their glob imports written out. */
export const eagerGlob = {
  name: 'eager-glob',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.glob')) return undefined;
      return { contents: writeOutGlobs(source, path.dirname(args.path)), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};
