import { useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { StaticHtml } from '../../components/StaticHtml';
import { RecipeStoryQuery } from './story-operations';

// The story the author wrote (HTML the server sanitised): rendered once, never re-rendered nor rebuilt by React.
const Story = styled(StaticHtml)(({ theme }) => ({
  fontSize: '1.08rem',
  lineHeight: 1.75,
  marginBottom: theme.spacing(5),
  '& h2': { fontFamily: 'inherit' },
}));

/** The story the page shows above the card, from its own query (story-operations.ts). */
export function RecipeStory({ recipeId }: { recipeId: number }) {
  const { data } = useQuery(RecipeStoryQuery, { variables: { id: recipeId } });
  const html = data?.recipe?.commentBody;
  return html ? <Story html={html} /> : null;
}
