import { styled } from '@mui/material/styles';

// Static styles shared by the card's lists (styled once per module: the card is most of the page's nodes).

/** A section's heading ('Ingredientes', 'Modo de preparo'); the level comes from the page (`as="h2"` on print). */
export const SectionHeading = styled('h3')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(4, 0, 2),
  '@media print': { fontSize: '1.25rem', margin: theme.spacing(2.5, 0, 1) },
}));

/** A group's heading inside a section ('Massa', 'Recheio'). */
export const GroupHeading = styled('h4')(({ theme }) => ({
  ...theme.typography.h6,
  textTransform: 'uppercase',
  color: theme.palette.text.secondary,
  margin: theme.spacing(2.5, 0, 1),
  '@media print': { color: '#000', margin: theme.spacing(1.5, 0, 0.5) },
}));

/** The heading tag of a section at `level`. */
export const heading = (level: 2 | 3) => (level === 2 ? 'h2' : 'h3');

/** The heading tag one level below `level` (h2 → h3). */
export const below = (level: 2 | 3) => (level === 2 ? 'h3' : 'h4');
