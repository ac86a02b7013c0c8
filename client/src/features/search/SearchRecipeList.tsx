import { styled } from '@mui/material/styles';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { SearchDrawerRecipe } from '../../lib/search-drawer';
import { ITEM_ATTRIBUTE } from './search-keyboard';

// Static styles: a results grid grows by a page of cards at a time.
const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(2),
}));

const CardLink = styled(RouterLink)(({ theme }) => ({
  display: 'block',
  height: '100%',
  borderRadius: 16,
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  transition: 'border-color 150ms, box-shadow 150ms',
  '&:hover': { borderColor: theme.palette.primary.main, boxShadow: '0 6px 18px rgba(60,35,20,0.08)' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Photo = styled('span')({ display: 'block' });

const CardText = styled('span')(({ theme }) => ({ display: 'block', padding: theme.spacing(1.25, 1.5, 1.5) }));

const Category = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: '0.7rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.palette.secondary.main,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
}));

const Title = styled('span')({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontWeight: 600,
  lineHeight: 1.3,
  fontSize: '0.95rem',
});

/** A grid of recipe cards (medium photo, category, title), each a link to its recipe. */
export function SearchRecipeList({
  recipes,
  onOpen,
  labelledBy,
}: {
  recipes: readonly SearchDrawerRecipe[];
  /** called when a card is followed (the drawer closes) */
  onOpen: () => void;
  /** id of the heading that names the list */
  labelledBy: string;
}) {
  return (
    <Grid aria-labelledby={labelledBy}>
      {recipes.map((recipe) => (
        <li key={recipe.recipeId}>
          <CardLink to={`/recipes/${recipe.recipeId}`} onClick={onOpen} {...{ [ITEM_ATTRIBUTE]: '' }}>
            {/* The title names the link; the photo adds nothing to read. */}
            <Photo aria-hidden>
              <ResponsiveImage
                // Spec §2: the drawer's cards use the medium image.
                image={{ medium: recipe.imageUrl?.medium }}
                alt=""
                width={800}
                height={600}
                sizes="(min-width: 600px) 200px, 50vw"
              />
            </Photo>
            <CardText>
              {recipe.category[0] && <Category>{recipe.category[0].name}</Category>}
              <Title>{recipe.title}</Title>
            </CardText>
          </CardLink>
        </li>
      ))}
    </Grid>
  );
}
