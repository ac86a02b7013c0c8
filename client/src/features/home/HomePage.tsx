import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../components/CardGrid';
import { RecipeCard } from '../../components/RecipeCard';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import type { RouteData } from '../../lib/route-data';
import type { HomePageQuery } from '../../gql/graphql';
import { HydrateWhenVisible, HydrationSlice } from '../../lib/deferred-hydration';
import * as messages from '../../messages/pt-BR';

const HomeQuery = graphql(`
  query HomePage {
    recipes(filter: { status: PUBLISHED }, page: 0, size: 13) {
      content {
        ...RecipeCard_recipe
        description
      }
    }
  }
`);

const Page = styled(Container)(({ theme }) => ({
  paddingBlock: theme.spacing(3),
  [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(6) },
})) as typeof Container;

const Hero = styled(RouterLink)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.spacing(2),
  alignItems: 'center',
  color: 'inherit',
  textDecoration: 'none',
  marginBottom: theme.spacing(5),
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: '1.3fr 1fr',
    gap: theme.spacing(5),
    marginBottom: theme.spacing(8),
  },
}));

const HeroPhoto = styled('div')({ borderRadius: 48, overflow: 'hidden' }); // 4 × the theme's 12 px corner

const HeroTitle = styled(Typography)(({ theme }) => ({
  marginBlock: theme.spacing(1.5),
  fontSize: '2rem',
  [theme.breakpoints.up('md')]: { fontSize: '2.8rem' },
})) as typeof Typography;

const HeroDescription = styled(Typography)(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '1.05rem',
})) as typeof Typography;

const LatestTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(0.5) })) as typeof Typography;

const LatestSubtitle = styled(Typography)(({ theme }) => ({
  color: theme.palette.text.secondary,
  marginBottom: theme.spacing(3),
})) as typeof Typography;

type Recipe = HomePageQuery['recipes']['content'][number];

/** The newest recipe, large: the first thing a reader sees. */
function HomeHero({ recipe }: { recipe: Recipe }) {
  return (
    <Hero to={`/recipes/${recipe.recipeId}`}>
      <HeroPhoto>
        <ResponsiveImage
          image={recipe.imageUrl}
          alt={recipe.title}
          width={1200}
          height={900}
          sizes="(min-width: 900px) 55vw, 100vw"
          priority
        />
      </HeroPhoto>
      <div>
        <Typography variant="overline" color="primary">
          {messages.home.heroKicker}
        </Typography>
        <HeroTitle variant="h1" component="h2">
          {recipe.title}
        </HeroTitle>
        <HeroDescription>{recipe.description}</HeroDescription>
      </div>
    </Hero>
  );
}

/** Home: the newest recipe as a hero, then the latest recipes grid (hydrated when it comes near). */
export function HomePage() {
  const { data, loading } = useQuery(HomeQuery);
  const recipes = data?.recipes.content ?? [];
  const [hero, ...rest] = recipes;
  return (
    <>
      <Seo path="/" />
      <Page maxWidth="lg">
        {hero && (
          <HydrationSlice>
            <HomeHero recipe={hero} />
          </HydrationSlice>
        )}
        <LatestTitle variant="h2" component="h1">
          {messages.home.latestTitle}
        </LatestTitle>
        <LatestSubtitle>{messages.home.latestSubtitle}</LatestSubtitle>
        {loading && !recipes.length && <Typography>{messages.common.loadingRecipes}</Typography>}
        {!loading && !recipes.length && <Typography>{messages.common.noRecipes}</Typography>}
        <HydrateWhenVisible>
          <CardGrid gap={3}>
            {rest.map((recipe) => (
              <CardGrid.Item key={recipe.recipeId}>
                <RecipeCard recipe={recipe} />
              </CardGrid.Item>
            ))}
          </CardGrid>
        </HydrateWhenVisible>
      </Page>
    </>
  );
}

HomePage.routeData = ((client) => client.query({ query: HomeQuery })) satisfies RouteData;
