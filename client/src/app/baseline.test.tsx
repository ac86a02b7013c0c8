import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { theme } from './theme';

/** One rule per `selector{declarations}`, whitespace and comments dropped, so formatting does not matter. */
const rules = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/\s+/g, ' ')
    .trim();

describe('baseline.css', () => {
  it('is exactly what MUI CssBaseline renders under the site theme (pages get it as a stylesheet instead)', () => {
    const cache = createCache({ key: 'baseline', container: document.head, speedy: false });
    render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
        </ThemeProvider>
      </CacheProvider>,
    );
    const injected = [...document.head.querySelectorAll('style[data-emotion^="baseline"]')]
      .map((style) => style.textContent)
      .join('');
    expect(injected).not.toBe('');
    const file = fs.readFileSync(path.join(__dirname, 'baseline.css'), 'utf8');
    expect(rules(file)).toBe(rules(injected));
  });
});
