import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import type { RecipeCard_RecipeFragment } from '../gql/graphql';
import { durationShort } from '../lib/duration';
import { ResponsiveImage } from './ResponsiveImage';

export const RecipeCardFragment = graphql(`
  fragment RecipeCard_recipe on Recipe {
    recipeId
    title
    totalTime
    difficulty
    imageUrl {
      small
      medium
      original
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

/** A recipe teaser: photo, category, title and time; the whole card links to the recipe. */
export function RecipeCard({
  recipe,
  priority,
  sizes = '(min-width: 1200px) 280px, (min-width: 600px) 45vw, 92vw',
}: RecipeCardProps) {
  const time = durationShort(recipe.totalTime);
  return (
    <Card sx={{ height: '100%', borderRadius: 3, bgcolor: 'background.paper' }}>
      <CardActionArea
        component={RouterLink}
        to={`/recipes/${recipe.recipeId}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <ResponsiveImage
          image={recipe.imageUrl}
          alt={recipe.title}
          width={800}
          height={600}
          sizes={sizes}
          priority={priority}
        />
        <Box sx={{ p: 2 }}>
          {recipe.category[0] && (
            <Typography variant="overline" color="secondary" sx={{ fontSize: '0.7rem', lineHeight: 1.6 }}>
              {recipe.category[0].name}
            </Typography>
          )}
          <Typography variant="h5" component="h3" sx={{ mb: 0.75, lineHeight: 1.3 }}>
            {recipe.title}
          </Typography>
          {time && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
              {time}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
