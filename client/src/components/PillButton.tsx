import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { forwardRef, type ElementType, type ReactNode } from 'react';

type Tone = 'nav' | 'primary';

const Root = styled(ButtonBase, { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'active' })<{
  tone: Tone;
  active: boolean;
}>(({ theme, tone, active }) => ({
  ...theme.typography.button,
  height: 40,
  gap: 4,
  borderRadius: 999,
  whiteSpace: 'nowrap',
  transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
  ...(tone === 'nav'
    ? {
        padding: '0 12px',
        fontSize: '0.95rem',
        color: active ? theme.palette.primary.dark : theme.palette.text.primary,
        backgroundColor: active ? 'rgba(181,83,47,0.07)' : 'transparent',
        '&:hover': { color: theme.palette.primary.dark, backgroundColor: 'rgba(181,83,47,0.07)' },
      }
    : {
        height: 36,
        padding: '0 20px',
        fontSize: '0.9rem',
        color: theme.palette.primary.contrastText,
        backgroundColor: theme.palette.primary.main,
        '&:hover': { backgroundColor: theme.palette.primary.dark },
        [theme.breakpoints.down('md')]: { padding: '0 16px' },
      }),
}));

export type NavButtonProps = Omit<ButtonBaseProps, 'color'> & {
  /** 'nav': a top-level item of the desktop nav; 'primary': the filled call to action (Entrar) */
  tone?: Tone;
  /** the current section, or an open menu */
  active?: boolean;
  endIcon?: ReactNode;
  component?: ElementType;
  to?: string;
  href?: string;
  target?: string;
  rel?: string;
};

/**
 * The header's pill buttons and links. Built on ButtonBase rather than Button: the header is on every page's first
 * load, and it needs one look, not Button's variants, sizes and loading spinner.
 */
export const NavButton = forwardRef<HTMLButtonElement, NavButtonProps>(function NavButton(
  { tone = 'nav', active = false, endIcon, children, ...props },
  ref,
) {
  return (
    <Root ref={ref} tone={tone} active={active} {...props}>
      {children}
      {endIcon && (
        <span aria-hidden style={{ display: 'inline-flex', marginRight: -4 }}>
          {endIcon}
        </span>
      )}
    </Root>
  );
});
