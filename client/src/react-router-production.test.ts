// Guards the one library patch left in the build: react-router's package exports only its development build, so
// vite.config.ts aliases `react-router` and `react-router/dom` to its dist/production files in both bundles.
import fs from 'node:fs';
import path from 'node:path';
import { reactRouterProduction } from '../react-router-production';

const clientRoot = path.resolve(__dirname, '..');
const nodeModules = path.resolve(clientRoot, '../node_modules');
const aliases = reactRouterProduction(nodeModules);

/** The names an ES module's `export { a, b as c }` lists give it. */
function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^export \{([^}]*)\};?$/gm)].flatMap((m) =>
    m[1]
      .split(',')
      .map((entry) =>
        entry
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
}

describe("react-router's production build (aliased: the package exports only the development one)", () => {
  it.each(Object.entries(aliases))(
    '%s → %s exists and exports everything the package entry does',
    async (specifier, file) => {
      expect(fs.existsSync(file)).toBe(true);
      // What the package's own (development) entry exports, by its CommonJS build.
      const exported = Object.keys(await import(specifier)).filter(
        (name) => name !== 'default' && name !== '__esModule',
      );
      expect(exported.length).toBeGreaterThan(0);
      expect(new Set(exportedNames(file))).toEqual(new Set(exported));
    },
  );

  it('is a production build (development warnings switched off)', () => {
    const entry = fs.readFileSync(aliases['react-router'], 'utf8');
    const chunks = [...entry.matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)]
      .map((m) => fs.readFileSync(path.join(path.dirname(aliases['react-router']), m[1]), 'utf8'))
      .join('\n');
    expect(chunks).toMatch(/var ENABLE_DEV_WARNINGS = false;/);
  });

  describe('the SSR bundle (npm run build)', () => {
    const bundleDir = path.join(clientRoot, 'dist/server');
    const bundle = () => {
      if (!fs.existsSync(path.join(bundleDir, 'entry-server.js')))
        throw new Error('client/dist/server is missing: run `npm run build` first');
      const files = [path.join(bundleDir, 'entry-server.js')];
      const assets = path.join(bundleDir, 'assets');
      if (fs.existsSync(assets))
        files.push(
          ...fs
            .readdirSync(assets)
            .filter((f) => f.endsWith('.js'))
            .map((f) => path.join(assets, f)),
        );
      return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    };

    it('carries react-router itself, once: Node never loads the package (its development build)', () => {
      const code = bundle();
      expect(code).not.toMatch(/from\s*["']react-router(-dom|\/dom)?["']/);
      expect(code).not.toMatch(/(require|import)\(\s*["']react-router(-dom|\/dom)?["']\s*\)/);
      expect(code.match(/function createStaticHandler\(/g)).toHaveLength(1);
      // A development-only warning of react-router: absent from its production build.
      expect(code).not.toContain('You rendered descendant <Routes>');
    });
  });
});
