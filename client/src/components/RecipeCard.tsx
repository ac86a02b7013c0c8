import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { styled } from '@mui/material/styles';
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

// Static styles (serialised once) instead of per-card `sx` objects: a listing page hydrates a dozen cards or more.
const Root = styled(Card)(({ theme }) => ({
  height: '100%',
  borderRadius: 36, // 3 × the theme's 12 px corner
  backgroundColor: theme.palette.background.paper,
}));

const Action = styled(CardActionArea)({ height: '100%', alignItems: 'stretch' }) as typeof CardActionArea;

const Body = styled('div')(({ theme }) => ({ padding: theme.spacing(2) }));

const Category = styled(Typography)({ fontSize: '0.7rem', lineHeight: 1.6 }) as typeof Typography;

const Title = styled(Typography)(({ theme }) => ({
  marginBottom: theme.spacing(0.75),
  lineHeight: 1.3,
})) as typeof Typography;

const Time = styled(Typography)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
})) as typeof Typography;

const TimeIcon = styled(AccessTimeIcon)({ fontSize: 16 });

/** A recipe teaser: photo, category, title and time; the whole card links to the recipe. */
export function RecipeCard({
  recipe,
  priority,
  sizes = '(min-width: 1200px) 280px, (min-width: 600px) 45vw, 92vw',
}: RecipeCardProps) {
  const time = durationShort(recipe.totalTime);
  return (
    <Root>
      <Action component={RouterLink} to={`/recipes/${recipe.recipeId}`}>
        <ResponsiveImage
          image={recipe.imageUrl}
          alt={recipe.title}
          width={800}
          height={600}
          sizes={sizes}
          priority={priority}
        />
        <Body>
          {recipe.category[0] && (
            <Category variant="overline" color="secondary">
              {recipe.category[0].name}
            </Category>
          )}
          <Title variant="h5" component="h3">
            {recipe.title}
          </Title>
          {time && (
            <Time variant="body2">
              <TimeIcon aria-hidden />
              {time}
            </Time>
          )}
        </Body>
      </Action>
    </Root>
  );
}
