import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';

type Tone = 'nav' | 'primary' | 'outlined' | 'text' | 'icon';

// Props that never reach the DOM. `as` must be among them: Emotion swaps the element for `as` only when the filter
// rejects it (otherwise a link would render as <button as="a" href>); `sx` and `theme` are MUI's.
const STYLE_PROPS = new Set<PropertyKey>(['as', 'sx', 'theme', 'ownerState']);

const PRIMARY_TINT = 'rgba(181,83,47,0.07)';

// One static style for every tone and size, chosen by data attributes: Emotion serialises it once per page, where a
// style computed from props gave each combination (nav, icon, primary…) its own 1.3 KB copy of the reset in the HTML.
const Root = styled('button', {
  shouldForwardProp: (prop) => !STYLE_PROPS.has(prop),
})(({ theme }) => ({
  // A plain button or link reset to a pill (what ButtonBase's root does, without its ripple and focus machinery:
  // focus shows the theme's focus-visible outline).
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  border: 0,
  margin: 0,
  padding: 0,
  cursor: 'pointer',
  WebkitUserSelect: 'none',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  ...theme.typography.button,
  gap: 4,
  whiteSpace: 'nowrap',
  borderRadius: 999,
  transition: theme.transitions.create(['background-color', 'color', 'border-color'], {
    duration: theme.transitions.duration.short,
  }),
  '&[data-tone="icon"]': {
    width: 40,
    height: 40,
    flexShrink: 0,
    borderRadius: '50%',
    color: 'inherit',
    fontSize: '1.5rem',
    '&:hover': { backgroundColor: 'rgba(181,83,47,0.08)' },
    '&[data-size="small"]': { width: 34, height: 34, fontSize: '1.25rem' },
  },
  '&[data-tone="nav"], &[data-tone="text"]': {
    height: 40,
    padding: '0 12px',
    fontSize: '0.95rem',
    color: theme.palette.text.primary,
    '&:hover, &[data-active]': { color: theme.palette.primary.dark, backgroundColor: PRIMARY_TINT },
  },
  '&[data-tone="text"]': { color: theme.palette.primary.dark },
  '&[data-tone="primary"], &[data-tone="outlined"]': {
    height: 36,
    padding: '0 20px',
    fontSize: '0.9rem',
    '&[data-size="large"]': { height: 48, padding: '0 28px' },
    [theme.breakpoints.down('md')]: {
      padding: '0 16px',
      '&[data-size="large"]': { padding: '0 24px' },
    },
  },
  '&[data-tone="primary"]': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    '&:hover': { backgroundColor: theme.palette.primary.dark },
    '&:disabled': { backgroundColor: theme.palette.action.disabledBackground },
  },
  '&[data-tone="outlined"]': {
    color: theme.palette.primary.main,
    border: '1px solid rgba(181,83,47,0.5)',
    '&:hover': { borderColor: theme.palette.primary.main, backgroundColor: 'rgba(181,83,47,0.04)' },
    '&:disabled': { borderColor: theme.palette.action.disabledBackground },
  },
  // Last, and as specific as the tones' colours: a disabled pill of any tone is greyed out.
  '&[data-tone]:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
}));

export type PillButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  /** 'nav': a top-level item of the desktop nav; 'primary': a filled call to action (Entrar, back home, Enviar);
   * 'outlined': a secondary action with a border; 'text': a quiet action (Cancelar);
   * 'icon': a round icon-only button (give it an aria-label) */
  tone?: Tone;
  /** icon tone: 'small' is 34 px instead of 40 px; primary and outlined: 'large' is 48 px tall instead of 36 px */
  size?: 'small' | 'medium' | 'large';
  /** the current section, or an open menu */
  active?: boolean;
  endIcon?: ReactNode;
  component?: ElementType;
  to?: string;
  href?: string;
  target?: string;
  rel?: string;
  sx?: SxProps<Theme>;
};

/**
 * The site's pill buttons and links for places that are part of a page's first load (the header, the 404 page, the
 * forms of the public pages): a plain styled button (or link, with `component`), one look instead of Button's
 * variants, sizes, ripple and loading spinner: cheap to load and to hydrate. Give it no `sx` where it repeats: each
 * distinct `sx` makes a new copy of the whole style (style its container instead).
 */
export const PillButton = forwardRef<HTMLButtonElement, PillButtonProps>(function PillButton(
  { tone = 'nav', active = false, size = 'medium', endIcon, component, children, ...props },
  ref,
) {
  return (
    <Root
      ref={ref}
      as={component}
      type={component ? undefined : 'button'}
      data-tone={tone}
      data-size={size === 'medium' ? undefined : size}
      data-active={active ? '' : undefined}
      {...props}
    >
      {children}
      {endIcon && (
        <span aria-hidden style={{ display: 'inline-flex', marginRight: -4 }}>
          {endIcon}
        </span>
      )}
    </Root>
  );
});
