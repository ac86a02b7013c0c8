import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';

// Text and labels hidden from sight, not from screen readers (MUI's visuallyHidden style); top/left pin them so a
// long one never widens the page.
const hidden = { ...visuallyHidden, top: 0, left: 0 } as const;

/** Text for screen readers only. */
export const VisuallyHidden = styled('span')(hidden);

/** A form label for screen readers only (the placeholder shows what to type). */
export const HiddenLabel = styled('label')(hidden);
