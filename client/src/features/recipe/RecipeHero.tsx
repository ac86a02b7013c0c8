import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { PillButton } from '../../components/PillButton';
import { SaveRecipeButton } from '../../components/SaveRecipeButton';
import type { RecipePageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';
import { staticPart } from '../../lib/static-part';

const t = messages.recipe;

// Phones: heading, photo, then the details; desktop: text on the left, the photo beside it, all above the fold.
const Root = styled('header')(({ theme }) => ({
  display: 'grid',
  gridTemplateAreas: '"head" "photo" "details"',
  columnGap: theme.spacing(6),
  marginBottom: theme.spacing(4),
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
    gridTemplateAreas: '"head photo" "details photo"',
    gridTemplateRows: 'auto 1fr',
    marginBottom: theme.spacing(6),
  },
}));

const Head = styled('div')({ gridArea: 'head', alignSelf: 'end' });

const Details = styled('div')({ gridArea: 'details' });

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

// Outlined beside the jump button, which stays the page's one filled action.
const SaveButton = styled(SaveRecipeButton)(({ theme }) => ({
  paddingInline: theme.spacing(2),
  boxShadow: 'none',
  border: `1.5px solid ${theme.palette.primary.main}`,
}));

type Recipe = RecipePageQuery['recipe'];

/** Scrolls smoothly to the recipe card (instantly for readers who ask for less motion) and moves focus there. */
function jumpToRecipe(event: MouseEvent<HTMLElement>) {
  const card = document.getElementById('receita');
  if (!card) return; // no card yet: the link's own jump does it
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the card, as a followed link would leave them.
  if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
  card.focus({ preventScroll: true });
}

// Never hydrated: their server HTML stays (lib/static-part.tsx).
const HeroHeading = staticPart('src/features/recipe/hero-parts.tsx', () =>
  import('./hero-parts').then((m) => m.HeroHeading),
);
const HeroPhoto = staticPart('src/features/recipe/hero-parts.tsx', () =>
  import('./hero-parts').then((m) => m.HeroPhoto),
);
const HeroFacts = staticPart('src/features/recipe/hero-parts.tsx', () =>
  import('./hero-parts').then((m) => m.HeroFacts),
);

/**
 * Above the fold: category, title, rating, date, description, times and the photo (static parts), the jump to the
 * card and the heart (hydrated).
 */
export function RecipeHero({ recipe }: { recipe: Recipe }) {
  const category = recipe.category[0];
  return (
    <Root>
      <Head>
        <HeroHeading
          title={recipe.title}
          author={recipe.author}
          datePublished={recipe.datePublished}
          categoryId={category?.categoryId}
          categoryName={category?.name}
          ratingAverage={recipe.rating.average}
          ratingCount={recipe.rating.count}
        />
      </Head>
      <HeroPhoto image={recipe.imageUrl} title={recipe.title} />
      <Details>
        <HeroFacts
          description={recipe.description}
          prepTime={recipe.prepTime}
          cookTime={recipe.cookTime}
          totalTime={recipe.totalTime}
          difficulty={recipe.difficulty}
        />
        <Actions>
          <PillButton
            tone="primary"
            component="a"
            href="#receita"
            onClick={jumpToRecipe}
            endIcon={<ArrowDownwardIcon fontSize="small" />}
          >
            {t.jumpToRecipe}
          </PillButton>
          <SaveButton recipeId={recipe.recipeId} recipeTitle={recipe.title} variant="labelled" />
        </Actions>
      </Details>
    </Root>
  );
}
