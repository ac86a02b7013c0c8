/** The pill look of a top-level item in the desktop nav; `active` marks the current section or an open menu. */
export function navButtonSx(active: boolean) {
  return {
    height: 40,
    px: 1.5,
    borderRadius: 999,
    fontSize: '0.95rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: active ? 'primary.dark' : 'text.primary',
    bgcolor: active ? 'rgba(181,83,47,0.07)' : 'transparent',
    '& .MuiButton-endIcon': { ml: 0.25 },
    '&:hover': { color: 'primary.dark', bgcolor: 'rgba(181,83,47,0.07)' },
  } as const;
}
