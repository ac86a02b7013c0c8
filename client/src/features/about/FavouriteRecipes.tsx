import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { graphql } from '../../gql';
import type { FavouriteRecipe_RecipeFragment } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

export const FavouriteRecipeFragment = graphql(`
  fragment FavouriteRecipe_recipe on Recipe {
    recipeId
    title
    description
    imageUrl {
      small
      medium
      original
    }
  }
`);

/** One favourite: a recipe from the server, or a built-in sample (no id: it links to the recipe index). */
export type Favourite = Omit<FavouriteRecipe_RecipeFragment, 'recipeId'> & { recipeId: number | null };

/** Spec §4: the block shows these until the server's first four recipes have loaded. */
export const SAMPLE_FAVOURITES: Favourite[] = messages.about.sampleFavourites.map((sample) => ({
  recipeId: null,
  title: sample.title,
  description: sample.description,
  imageUrl: null,
}));

/** 'minhas receitas favoritas de todos os tempos': numbered rows, picture left and right in turn. */
export function FavouriteRecipes({ recipes }: { recipes: Favourite[] }) {
  const t = messages.about;
  return (
    <Box component="section" aria-labelledby="favourites-title">
      <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 7 } }}>
        <Typography
          id="favourites-title"
          variant="h2"
          sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, fontStyle: 'italic' }}
        >
          {t.favouritesTitle}
        </Typography>
        <Typography color="primary" sx={{ fontSize: '1.15rem', mt: 1, fontWeight: 600 }}>
          {t.favouritesSubtitle}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 5, md: 8 } }}>
        {recipes.map((recipe, index) => (
          <Box component="li" key={recipe.recipeId ?? recipe.title}>
            <Box
              component={RouterLink}
              to={recipe.recipeId === null ? '/recipes' : `/recipes/${recipe.recipeId}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                gap: { xs: 2.5, md: 7 },
                alignItems: 'center',
                color: 'inherit',
                textDecoration: 'none',
                '&:hover .favourite-title, &:focus-visible .favourite-title': { color: 'primary.main' },
                '&:hover img': { transform: 'scale(1.03)' },
              }}
            >
              <Box sx={{ order: { md: index % 2 ? 2 : 1 }, borderRadius: 4, overflow: 'hidden', boxShadow: 2 }}>
                <ResponsiveImage
                  image={recipe.imageUrl}
                  alt=""
                  width={800}
                  height={600}
                  sizes="(min-width: 900px) 540px, 100vw"
                  sx={{ transition: 'transform 400ms ease' }}
                />
              </Box>
              <Box sx={{ order: { md: index % 2 ? 1 : 2 } }}>
                <Typography
                  aria-hidden
                  sx={{
                    fontFamily: (theme) => theme.typography.h1.fontFamily,
                    fontSize: { xs: '3rem', md: '4.5rem' },
                    lineHeight: 1,
                    color: 'primary.main',
                    fontWeight: 700,
                  }}
                >
                  {String(index + 1).padStart(2, '0')}
                </Typography>
                <Typography
                  className="favourite-title"
                  variant="h3"
                  sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, my: 1.5, transition: 'color 200ms' }}
                >
                  {recipe.title}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: '1.05rem', lineHeight: 1.7, mb: 2 }}>
                  {recipe.description}
                </Typography>
                <Typography
                  component="span"
                  color="primary"
                  sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                >
                  {t.favouriteCta}
                  <ArrowForwardIcon fontSize="small" aria-hidden />
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
