import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0mui-create-theme-without-css-vars';

/**
 * MUI's `createTheme` picks, at run time, between a plain theme and one built on CSS variables, so every bundle
 * carries the CSS-variables builder (and, through `ThemeProvider`, its provider), ~16 KB minified. This site's theme
 * is a plain one, and so is MUI's default theme (`createTheme()` with no options takes the same branch). In the
 * browser bundle, `@mui/material/styles/createTheme.mjs` is replaced by a function that builds plain themes only and
 * refuses the options that would need CSS variables, instead of silently styling them wrong.
 */
export function muiThemeWithoutCssVars(): Plugin {
  return {
    name: 'receitas:mui-theme-without-css-vars',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer) return null;
      const dir = importer.split(path.sep).join('/');
      return dir.includes('/node_modules/@mui/material/styles/') && !dir.endsWith('/createThemeNoVars.mjs')
        ? VIRTUAL
        : null;
    },
    async load(id) {
      if (id !== VIRTUAL) return null;
      const noVars = (await this.resolve('@mui/material/styles', undefined))?.id;
      if (!noVars) throw new Error('mui-theme-without-css-vars: @mui/material/styles not found');
      const target = JSON.stringify(path.join(path.dirname(noVars), 'createThemeNoVars.mjs'));
      return `import createThemeNoVars from ${target};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('createTheme: themes with CSS variables or color schemes are not part of this build');
  }
  return createThemeNoVars(options, ...args);
}
`;
    },
  };
}
