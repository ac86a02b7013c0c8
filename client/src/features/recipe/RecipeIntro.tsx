import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { RecipePageQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import * as messages from '../../messages/pt-BR';

const t = messages.recipe;

const Categories = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  flexWrap: 'wrap',
  marginBottom: theme.spacing(2),
}));

const Title = styled(Typography)(({ theme }) => ({
  fontSize: '2.1rem',
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('md')]: { fontSize: '3rem' },
})) as typeof Typography;

const Description = styled(Typography)(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '1.15rem',
  marginBottom: theme.spacing(2),
})) as typeof Typography;

const Byline = styled(Typography)(({ theme }) => ({
  color: theme.palette.text.secondary,
  marginBottom: theme.spacing(3),
})) as typeof Typography;

const Photo = styled('div')(({ theme }) => ({
  borderRadius: 48, // 4 × the theme's 12 px corner
  overflow: 'hidden',
  marginBottom: theme.spacing(4),
}));

type Recipe = RecipePageQuery['recipe'];

/** Above the fold: categories, title, description, byline and the photo. */
export function RecipeIntro({ recipe }: { recipe: Recipe }) {
  return (
    <>
      <Categories>
        {recipe.category.map((c) => (
          <Chip key={c.categoryId} label={c.name} size="small" color="secondary" variant="outlined" />
        ))}
      </Categories>
      <Title variant="h1">{recipe.title}</Title>
      <Description>{recipe.description}</Description>
      <Byline variant="body2">
        {t.by} <strong>{recipe.author}</strong> · {t.publishedOn} {formatDate(recipe.datePublished)} ·{' '}
        {recipe.rating.count
          ? t.rating(recipe.rating.average.toFixed(1).replace('.', ','), recipe.rating.count)
          : t.noRating}
      </Byline>
      <Photo>
        <ResponsiveImage
          image={recipe.imageUrl}
          alt={recipe.title}
          width={1200}
          height={900}
          sizes="(min-width: 900px) 860px, 100vw"
          priority
        />
      </Photo>
    </>
  );
}
