import { styled } from '@mui/material/styles';
import { RouterLink } from './RouterLink';
import { graphql } from '../gql';
import type { RecipeCard_RecipeFragment } from '../gql/graphql';
import { durationShort } from '../lib/duration';
import { CARD_SURFACE } from './card-surface';
import { ResponsiveImage } from './ResponsiveImage';
import { SaveRecipeButton } from './SaveRecipeButton';
import { SheetIcon } from './SheetIcon';

// A card is at most a column wide: its medium picture (800 px) is sharp at twice the density of the widest slot, so the
// original (2000 px) is never worth a phone's bytes; a page that shows a recipe large asks for it beside the card.
export const RecipeCardFragment = graphql(`
  fragment RecipeCard_recipe on Recipe {
    recipeId
    title
    totalTime
    difficulty
    imageUrl {
      small
      medium
    }
    category {
      categoryId
      name
    }
  }
`);

export interface RecipeCardProps {
  recipe: RecipeCard_RecipeFragment;
  priority?: boolean;
  sizes?: string;
}

// Plain elements with static styles (serialised once per page) instead of Card, CardActionArea and Typography: no
// MUI class lists in every card of a listing's HTML, and no ButtonBase ripple and focus tracking to hydrate.
// The card is the link itself: clipping the photo to the corners on an element around the link would also clip
// the link's focus ring (the theme's :focus-visible outline, drawn outside it).
const Root = styled(RouterLink)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  height: '100%',
  overflow: 'hidden',
  borderRadius: 36, // 3 × the theme's 12 px corner
  [NARROW]: { borderRadius: 24 },
  backgroundColor: theme.palette.background.paper,
  ...CARD_SURFACE,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  // What CardActionArea's focus highlight did: a wash of the text colour on hover, stronger on keyboard focus.
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: 'currentColor',
    opacity: 0,
    pointerEvents: 'none',
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity },
  '@media (hover: none)': { '&:hover::after': { opacity: 0 } },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
}));

/** Narrow cards (two to a row on a phone) tighten their corners, padding and type: a container query, so a card
 * in a one-column list or a carousel keeps the full size on the same screen. */
const NARROW = '@container recipe-card (max-width: 260px)';

// The heart sits over the photo's corner, beside the link rather than in it (no button inside a link).
const Frame = styled('div')({
  position: 'relative',
  height: '100%',
  containerType: 'inline-size',
  containerName: 'recipe-card',
});

const Heart = styled(SaveRecipeButton)({
  position: 'absolute',
  top: 12,
  right: 12,
  zIndex: 1,
  [NARROW]: { top: 8, right: 8 },
});

const Body = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  [NARROW]: { padding: theme.spacing(1.25, 1.5, 1.5) },
}));

const Category = styled('span')(({ theme }) => ({
  ...theme.typography.overline,
  fontSize: '0.7rem',
  lineHeight: 1.6,
  color: theme.palette.secondary.main,
  [NARROW]: { display: 'block', fontSize: '0.62rem', lineHeight: 1.5, letterSpacing: '0.06em' },
}));

const Title = styled('h3')(({ theme }) => ({
  ...theme.typography.h5,
  margin: theme.spacing(0, 0, 0.75),
  lineHeight: 1.3,
  [NARROW]: { marginTop: theme.spacing(0.25), fontSize: '1rem', lineHeight: 1.25 },
}));

const Time = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
}));

const TimeIcon = styled(SheetIcon)({ fontSize: 16 });

/** A recipe teaser: photo, category, title and time; the whole card links to the recipe; a heart saves it. */
export function RecipeCard({
  recipe,
  priority,
  sizes = '(min-width: 1200px) 280px, (min-width: 600px) 45vw, 46vw',
}: RecipeCardProps) {
  const time = durationShort(recipe.totalTime);
  return (
    <Frame>
      <Root to={`/recipes/${recipe.recipeId}`}>
        <ResponsiveImage
          image={recipe.imageUrl}
          alt={recipe.title}
          width={800}
          height={600}
          sizes={sizes}
          priority={priority}
        />
        <Body>
          {recipe.category[0] && <Category>{recipe.category[0].name}</Category>}
          <Title>{recipe.title}</Title>
          {time && (
            <Time>
              <TimeIcon name="clock" aria-hidden />
              {time}
            </Time>
          )}
        </Body>
      </Root>
      <Heart recipeId={recipe.recipeId} recipeTitle={recipe.title} />
    </Frame>
  );
}
