import { styled } from '@mui/material/styles';

/** A form label hidden from sight, not from screen readers; top/left pin it so it never widens the page. */
export const HiddenLabel = styled('label')({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
