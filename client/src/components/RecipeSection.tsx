import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import * as messages from '../messages/pt-BR';
import { RecipeGrid, type RecipeGridProps } from './RecipeGrid';

export interface RecipeSectionProps extends Omit<RecipeGridProps, 'pageCount'> {
  title: string;
  /** how many recipes there are in all (shown beside the title), with the page count */
  total?: { totalElements: number; totalPages: number };
}

/** A titled section of recipe cards, with the total count and page links: the body of listing pages. */
export function RecipeSection({ title, total, ...grid }: RecipeSectionProps) {
  const titleId = useId();
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={titleId} sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: { xs: 3, md: 4 } }}>
        <Typography id={titleId} variant="h2" sx={{ flex: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        {total && <Typography color="text.secondary">{messages.common.recipeCount(total.totalElements)}</Typography>}
      </Box>
      <RecipeGrid {...grid} pageCount={total?.totalPages} />
    </Container>
  );
}
