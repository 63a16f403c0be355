import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '~/i18n/dictionaries.server';
import { eagerGlob, filesMatching, writeOutGlobs } from '../../scripts/eager-glob.mjs';

/**
 * server.ts is bundled by esbuild, which does not know Vite's glob import: scripts/eager-glob.mjs
 * writes it out. The dictionaries in that bundle (the translated refusal of cross-site posts)
 * are the ones the app finds through Vite.
 */
describe('glob imports in the bundle of server.ts', () => {
  it('name every dictionary file, keyed as Vite keys them', () => {
    const files = filesMatching(path.resolve('app/i18n'), '../locales/*/*.json');
    expect(files).toContain('../locales/common/de.json');
    expect(files).toContain('../locales/shell/zh.json');
    expect(files.every((file) => /^\.\.\/locales\/\w+\/\w+\.json$/.test(file))).toBe(true);
  });

  it('write out the eager form and refuse any other', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eager-glob-'));
    try {
      mkdirSync(path.join(dir, 'texts'));
      writeFileSync(path.join(dir, 'texts', 'a.json'), '{"x":1}');
      writeFileSync(path.join(dir, 'texts', 'b.json'), '{"x":2}');
      writeFileSync(path.join(dir, 'texts', 'c.txt'), 'not named');
      const written = writeOutGlobs("const all = import.meta.glob('./texts/*.json', { eager: true, import: 'default' });", dir);
      expect(written).toBe(
        'import __glob0 from "./texts/a.json";\nimport __glob1 from "./texts/b.json";\nconst all = { "./texts/a.json": __glob0, "./texts/b.json": __glob1 };',
      );
      expect(writeOutGlobs('const none = 1;', dir)).toBe('const none = 1;');
      expect(() => writeOutGlobs("const lazy = import.meta.glob('./texts/*.json');", dir)).toThrow(/only the eager glob/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('give the bundle the same dictionaries as the app', async () => {
    const result = await build({
      entryPoints: ['app/i18n/dictionaries.server.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      tsconfig: 'tsconfig.json',
      logLevel: 'silent',
      plugins: [eagerGlob],
    });
    const bundled = (await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`)) as {
      dictionaries: typeof dictionaries;
    };
    expect(bundled.dictionaries).toEqual(dictionaries);
  });
});
