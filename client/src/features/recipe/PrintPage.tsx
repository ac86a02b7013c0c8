import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { isNotFound } from '../../lib/graphql-errors';
import { absoluteUrl } from '../../lib/public-url';
import { useServerNotFound } from '../../lib/render-status';
import { numericIdOf, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { useRecipeChoices } from './recipe-choices';
import { RecipeBody } from './RecipeBody';
import { RecipeDetails } from './RecipeDetails';

const PrintQuery = graphql(`
  query PrintPage($id: Int!) {
    recipe(id: $id) {
      recipeId
      description
      imageUrl {
        small
        medium
        original
        avif {
          small
          medium
          large
        }
      }
      ...RecipeBody_recipe
    }
  }
`);

// Paper: black on white, no buttons, the page's own margins; lists never split an item across pages (RecipeBody).
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { margin: '14mm' },
      '@media print': {
        'html, body': { background: '#fff !important', color: '#000 !important' },
        '[data-no-print]': { display: 'none !important' },
        '[data-printable], [data-printable] *': { color: '#000 !important', boxShadow: 'none !important' },
      },
    }}
  />
);

const Screen = styled('div')(({ theme }) => ({
  minHeight: '100vh',
  padding: theme.spacing(2, 0),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(5, 0) },
  '@media print': { padding: 0, minHeight: 0 },
}));

const Page = styled(Container)({ '@media print': { maxWidth: 'none !important', padding: '0 !important' } });

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
}));

const Sheet = styled('article')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 24,
  padding: theme.spacing(2.5),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(5) },
  '@media print': { border: 'none', borderRadius: 0, padding: 0, backgroundColor: 'transparent' },
}));

const Site = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  margin: 0,
  color: theme.palette.primary.dark,
}));

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h1,
  fontSize: '2rem',
  margin: theme.spacing(0, 0, 1.5),
  [theme.breakpoints.up('md')]: { fontSize: '2.6rem' },
  '@media print': { fontSize: '1.8rem', margin: theme.spacing(0, 0, 1) },
}));

const Description = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  fontSize: '1.05rem',
  color: theme.palette.text.secondary,
  '@media print': { fontSize: '0.95rem', margin: theme.spacing(0, 0, 2) },
}));

const Lead = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'center',
  marginBottom: theme.spacing(2),
  breakInside: 'avoid',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '220px 1fr' },
  '@media print': { gridTemplateColumns: '150px 1fr', gap: theme.spacing(2) },
}));

const Photo = styled('div')(({ theme }) => ({
  borderRadius: 16,
  overflow: 'hidden',
  maxWidth: 320,
  [theme.breakpoints.up('sm')]: { maxWidth: 'none' },
}));

const Scaled = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 1), fontWeight: 600 }));

const Source = styled('p')(({ theme }) => ({
  marginTop: theme.spacing(4),
  paddingTop: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
  fontSize: '0.9rem',
  color: theme.palette.text.secondary,
  overflowWrap: 'anywhere',
  breakInside: 'avoid',
}));

/**
 * /print/:id — the recipe on plain paper: title, photo, details, utensils, ingredients, steps, notes and where the
 * recipe lives online, with an 'Imprimir' button. The reader's servings scaling on this device carries over.
 */
export function PrintPage() {
  const { id } = useParams();
  const recipeId = numericIdOf(id);
  const { data, error } = useQuery(PrintQuery, { variables: { id: recipeId }, skip: !recipeId });
  const [{ factor }] = useRecipeChoices(recipeId ?? 0);
  const serverNotFound = useServerNotFound();
  const notFound = !recipeId || isNotFound(error) || (!data && serverNotFound);
  if (notFound) return <NotFoundPage title={messages.notFound.recipeTitle} />;
  const recipe = data?.recipe;
  if (!recipe) {
    return (
      <Container sx={{ py: 8 }}>
        <p role="status">{error ? messages.common.unexpectedError : messages.common.loading}</p>
      </Container>
    );
  }
  const path = `/recipes/${recipe.recipeId}`;
  return (
    <Screen>
      {printStyles}
      <Seo title={recipe.title} description={recipe.description} path={path} image={recipe.imageUrl?.medium} />
      {/* a copy of the recipe page for paper: never a search result of its own (its canonical is the recipe page) */}
      <meta name="robots" content="noindex" />
      <main>
        <Page maxWidth="md">
          <Bar data-no-print>
            <Button component={RouterLink} to={path} startIcon={<ArrowBackIcon />}>
              {messages.print.back}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {messages.print.print}
            </Button>
          </Bar>
          <Sheet data-printable>
            <Site>{messages.site.name}</Site>
            <Title>{recipe.title}</Title>
            {recipe.description && <Description>{recipe.description}</Description>}
            <Lead>
              <Photo>
                <ResponsiveImage
                  image={recipe.imageUrl}
                  alt={recipe.title}
                  width={800}
                  height={600}
                  sizes="320px"
                  priority
                />
              </Photo>
              <RecipeDetails recipe={recipe} factor={factor} />
            </Lead>
            {factor !== 1 && <Scaled>{messages.recipeCard.scaledFrom(recipe.servings)}</Scaled>}
            <RecipeBody recipe={recipe} factor={factor} headingLevel={2} columns />
            <Source>
              {messages.print.source} {absoluteUrl(path)}
            </Source>
          </Sheet>
        </Page>
      </main>
    </Screen>
  );
}

PrintPage.routeData = (async (client, { params }) => {
  const id = numericIdOf(params.id);
  if (id) await client.query({ query: PrintQuery, variables: { id } });
}) satisfies RouteData;
