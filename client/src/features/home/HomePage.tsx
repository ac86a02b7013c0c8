import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../components/CardGrid';
import { RecipeCard } from '../../components/RecipeCard';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import type { RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';

const HomeQuery = graphql(`
  query HomePage {
    recipes(page: 0, size: 13) {
      content {
        ...RecipeCard_recipe
        description
      }
    }
  }
`);

/** First version of home: the newest recipe as a hero, then the latest recipes grid. */
export function HomePage() {
  const { data, loading } = useQuery(HomeQuery);
  const recipes = data?.recipes.content ?? [];
  const [hero, ...rest] = recipes;
  return (
    <>
      <Seo path="/" />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        {hero && (
          <Box
            component={RouterLink}
            to={`/recipes/${hero.recipeId}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' },
              gap: { xs: 2, md: 5 },
              alignItems: 'center',
              color: 'inherit',
              textDecoration: 'none',
              mb: { xs: 5, md: 8 },
            }}
          >
            <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
              <ResponsiveImage
                image={hero.imageUrl}
                alt={hero.title}
                width={1200}
                height={900}
                sizes="(min-width: 900px) 55vw, 100vw"
                priority
              />
            </Box>
            <Box>
              <Typography variant="overline" color="primary">
                {messages.home.heroKicker}
              </Typography>
              <Typography variant="h1" component="h2" sx={{ my: 1.5, fontSize: { xs: '2rem', md: '2.8rem' } }}>
                {hero.title}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
                {hero.description}
              </Typography>
            </Box>
          </Box>
        )}
        <Typography variant="h2" component="h1" sx={{ mb: 0.5 }}>
          {messages.home.latestTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {messages.home.latestSubtitle}
        </Typography>
        {loading && !recipes.length && <Typography>{messages.common.loadingRecipes}</Typography>}
        {!loading && !recipes.length && <Typography>{messages.common.noRecipes}</Typography>}
        <CardGrid gap={3}>
          {rest.map((recipe) => (
            <CardGrid.Item key={recipe.recipeId}>
              <RecipeCard recipe={recipe} />
            </CardGrid.Item>
          ))}
        </CardGrid>
      </Container>
    </>
  );
}

HomePage.routeData = ((client) => client.query({ query: HomeQuery })) satisfies RouteData;
