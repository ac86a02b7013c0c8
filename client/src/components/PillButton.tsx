import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';

type Tone = 'nav' | 'primary' | 'outlined' | 'text' | 'icon';

// Props that style the root and never reach the DOM. `as` must be among them: Emotion swaps the element for `as` only
// when the filter rejects it (otherwise a link would render as <button as="a" href>); `sx` and `theme` are MUI's.
const STYLE_PROPS = new Set<PropertyKey>(['tone', 'active', 'size', 'as', 'sx', 'theme', 'ownerState']);

const Root = styled('button', {
  shouldForwardProp: (prop) => !STYLE_PROPS.has(prop),
})<{
  tone: Tone;
  active: boolean;
  size: 'small' | 'medium' | 'large';
}>(({ theme, tone, active, size }) => ({
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
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  ...theme.typography.button,
  gap: 4,
  whiteSpace: 'nowrap',
  transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
  '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
  ...(tone === 'icon'
    ? {
        width: size === 'small' ? 34 : 40,
        height: size === 'small' ? 34 : 40,
        flexShrink: 0,
        borderRadius: '50%',
        color: 'inherit',
        fontSize: size === 'small' ? '1.25rem' : '1.5rem',
        '&:hover': { backgroundColor: 'rgba(181,83,47,0.08)' },
      }
    : tone === 'nav' || tone === 'text'
      ? {
          height: 40,
          borderRadius: 999,
          padding: '0 12px',
          fontSize: '0.95rem',
          color: active || tone === 'text' ? theme.palette.primary.dark : theme.palette.text.primary,
          backgroundColor: active ? 'rgba(181,83,47,0.07)' : 'transparent',
          '&:hover': { color: theme.palette.primary.dark, backgroundColor: 'rgba(181,83,47,0.07)' },
        }
      : {
          height: size === 'large' ? 48 : 36,
          borderRadius: 999,
          padding: size === 'large' ? '0 28px' : '0 20px',
          fontSize: '0.9rem',
          ...(tone === 'outlined'
            ? {
                color: theme.palette.primary.main,
                border: '1px solid rgba(181,83,47,0.5)',
                '&:hover': { borderColor: theme.palette.primary.main, backgroundColor: 'rgba(181,83,47,0.04)' },
                '&:disabled': {
                  color: theme.palette.action.disabled,
                  borderColor: theme.palette.action.disabledBackground,
                },
              }
            : {
                color: theme.palette.primary.contrastText,
                backgroundColor: theme.palette.primary.main,
                '&:hover': { backgroundColor: theme.palette.primary.dark },
                '&:disabled': {
                  color: theme.palette.action.disabled,
                  backgroundColor: theme.palette.action.disabledBackground,
                },
              }),
          [theme.breakpoints.down('md')]: { padding: size === 'large' ? '0 24px' : '0 16px' },
        }),
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
 * forms of the public pages):
 * a plain styled button (or link, with `component`), one look instead of Button's variants, sizes, ripple and
 * loading spinner: cheap to load and to hydrate.
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
      tone={tone}
      active={active}
      size={size}
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
