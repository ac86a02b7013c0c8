import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { RecipeCard_RecipeFragment } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

const t = messages.home;

export type HeroRecipe = RecipeCard_RecipeFragment & { description: string };

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  paddingBlock: theme.spacing(3),
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: '1.6fr 1fr',
    gap: theme.spacing(4),
    paddingBlock: theme.spacing(6, 2),
  },
}));

const Large = styled(RouterLink)(({ theme }) => ({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  '& img, & [data-image-placeholder]': { borderRadius: 36 },
  '& h2': {
    ...theme.typography.h1,
    margin: theme.spacing(1, 0),
    fontSize: '1.9rem',
    [theme.breakpoints.up('md')]: { fontSize: '2.6rem' },
  },
  '& p': { margin: 0, color: theme.palette.text.secondary, fontSize: '1.05rem' },
}));

const Kicker = styled('span')(({ theme }) => ({
  ...theme.typography.overline,
  display: 'block',
  marginTop: theme.spacing(2),
  color: theme.palette.primary.dark,
}));

const SmallList = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignContent: 'start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const Small = styled(RouterLink)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gap: theme.spacing(2),
  alignItems: 'center',
  color: 'inherit',
  textDecoration: 'none',
  '& img, & [data-image-placeholder]': { borderRadius: 20 },
  '& h3': { ...theme.typography.h4, margin: 0, fontSize: '1.15rem', lineHeight: 1.3 },
  '& span': { color: theme.palette.text.secondary, fontSize: '0.9rem' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '140px 1fr' },
}));

/** Spec §2: 4 featured recipes, the first large beside 3 small ones. */
export function HomeHero({ recipes }: { recipes: readonly HeroRecipe[] }) {
  const [first, ...others] = recipes;
  if (!first) return null;
  return (
    <Container maxWidth="lg" component="section" aria-label={t.heroLabel}>
      <Grid>
        <Large to={`/recipes/${first.recipeId}`}>
          <ResponsiveImage
            image={first.imageUrl}
            alt={first.title}
            width={1200}
            height={800}
            sizes="(min-width: 1200px) 700px, (min-width: 900px) 60vw, 100vw"
            priority
          />
          <Kicker>{t.heroKicker}</Kicker>
          <h2>{first.title}</h2>
          <p>{first.description}</p>
        </Large>
        <SmallList>
          {others.map((recipe) => (
            <li key={recipe.recipeId}>
              <Small to={`/recipes/${recipe.recipeId}`}>
                <ResponsiveImage image={recipe.imageUrl} alt="" width={4} height={3} sizes="140px" priority />
                <div>
                  <h3>{recipe.title}</h3>
                  {recipe.category[0] && <span>{recipe.category[0].name}</span>}
                </div>
              </Small>
            </li>
          ))}
        </SmallList>
      </Grid>
    </Container>
  );
}
