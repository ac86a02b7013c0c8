import { styled } from '@mui/material/styles';

type Variant = 'rail' | 'inline';

// `variant` styles and never reaches the DOM; `as` must be rejected too for Emotion to swap the element (a → button).
const STYLE_PROPS = new Set<PropertyKey>(['variant', 'as', 'sx', 'theme', 'ownerState']);
const options = { shouldForwardProp: (prop: PropertyKey) => !STYLE_PROPS.has(prop) };

// Below the fixed header once its banner has collapsed (76 px bar), with some air.
const RAIL_TOP = 104;

export const Root = styled(
  'div',
  options,
)<{ variant: Variant }>(({ theme, variant }) =>
  variant === 'rail'
    ? {
        // Phones: a compact bar under the hero; desktop: a column that follows the reader down the text.
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing(1.5),
        marginBottom: theme.spacing(3),
        [theme.breakpoints.up('md')]: {
          position: 'sticky',
          top: RAIL_TOP,
          flexDirection: 'column',
          gap: theme.spacing(1),
          marginBottom: 0,
        },
      }
    : {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing(1.5, 2),
        padding: theme.spacing(2, 2.5),
        marginBottom: theme.spacing(5),
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: 24,
        backgroundColor: theme.palette.background.paper,
      },
);

export const Title = styled(
  'p',
  options,
)<{ variant: Variant }>(({ theme, variant }) =>
  variant === 'rail'
    ? {
        ...theme.typography.overline,
        fontSize: '0.66rem',
        lineHeight: 1.4,
        margin: 0,
        color: theme.palette.text.secondary,
        // Phones need the width for the buttons (the group keeps its accessible name).
        display: 'none',
        [theme.breakpoints.up('sm')]: { display: 'block' },
      }
    : {
        margin: 0,
        marginRight: 'auto',
        fontFamily: theme.typography.h4.fontFamily,
        fontWeight: 600,
        fontSize: '1.1rem',
      },
);

export const List = styled(
  'ul',
  options,
)<{ variant: Variant }>(({ theme, variant }) => ({
  display: 'flex',
  // One line on phones: the share sheet button, added after hydration, lands at its end without moving the rest.
  flexWrap: variant === 'rail' ? 'nowrap' : 'wrap',
  gap: theme.spacing(variant === 'rail' ? 0.75 : 1),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...(variant === 'rail' && { [theme.breakpoints.up('md')]: { flexDirection: 'column', gap: theme.spacing(1) } }),
}));

export const Item = styled('li')({ position: 'relative', display: 'flex' });

export const Target = styled(
  'a',
  options,
)<{ variant: Variant }>(({ theme, variant }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.75),
  boxSizing: 'border-box',
  height: 40,
  margin: 0,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create(['border-color', 'color', 'background-color'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': {
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.dark,
    backgroundColor: 'rgba(181,83,47,0.06)',
  },
  ...(variant === 'rail'
    ? { width: 40, padding: 0, [theme.breakpoints.up('md')]: { width: 44, height: 44 } }
    : { padding: theme.spacing(0, 1.75) }),
}));

/** The visible "Link copiado!" beside the copy button, over the page (it never moves anything). */
export const Bubble = styled(
  'span',
  options,
)<{ variant: Variant }>(({ theme, variant }) => ({
  position: 'absolute',
  zIndex: 1,
  bottom: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 8,
  backgroundColor: theme.palette.text.primary,
  color: '#fff',
  fontSize: '0.8rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  ...(variant === 'rail' && {
    [theme.breakpoints.up('md')]: {
      bottom: 'auto',
      top: '50%',
      left: 'calc(100% + 10px)',
      transform: 'translateY(-50%)',
    },
  }),
}));
