import { createTheme } from '@mui/material/styles';
import { CARD_SURFACE } from '../components/card-surface';

export const SERIF = "'Playfair Display', Georgia, 'Times New Roman', serif";
export const SANS = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A warm food-blog look: terracotta and olive on cream, a serif display face, generous whitespace. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#b5532f', dark: '#8f3d1f', light: '#d9825f', contrastText: '#fff' },
    secondary: { main: '#5f7a4d', dark: '#465c38', light: '#8aa377', contrastText: '#fff' },
    background: { default: '#fbf7f2', paper: '#ffffff' },
    text: { primary: '#2d2420', secondary: '#6b5a50' },
    divider: '#eadfd3',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: SANS,
    h1: { fontFamily: SERIF, fontWeight: 700, fontSize: '2.6rem', lineHeight: 1.15 },
    h2: { fontFamily: SERIF, fontWeight: 700, fontSize: '2rem', lineHeight: 1.2 },
    h3: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.5rem' },
    h4: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.25rem' },
    h5: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.1rem' },
    h6: { fontFamily: SANS, fontWeight: 600, fontSize: '0.95rem', letterSpacing: '0.04em' },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { letterSpacing: '0.14em', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: { styleOverrides: { root: CARD_SURFACE } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #d9825f', outlineOffset: 2 },
        img: { maxWidth: '100%' },
      },
    },
  },
});
