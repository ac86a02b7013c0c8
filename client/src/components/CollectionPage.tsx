import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from './RouterLink';
import type { RecipeCard_RecipeFragment } from '../gql/graphql';
import * as messages from '../messages/pt-BR';
import { RecipeSection } from './RecipeSection';
import { ResponsiveImage, type ImageSet } from './ResponsiveImage';
import { Seo } from './Seo';
import { useStructuredData } from '../lib/render-status';

/** Shown when a category or craving has no picture of its own (spec §2: a default image). */
const DEFAULT_IMAGE: ImageSet = { medium: '/images/collection-default.svg' };

interface CollectionHeroProps {
  /** small line above the name, e.g. 'Categoria' */
  kicker: string;
  name: string;
  description?: string | null;
  image?: ImageSet | null;
  /** the recipe the hero points to (spec §2: 'featured recipe'); none while loading or when the collection is empty */
  featured?: { recipeId: number; title: string } | null;
}

export interface CollectionPageProps extends CollectionHeroProps {
  /** the page's path without the query, e.g. /category/3 */
  path: string;
  /** for search engines when the collection has no description */
  fallbackDescription: string;
  recipesTitle: string;
  /** one page of the collection's recipes (the previous one while the next loads) */
  recipes: { content: RecipeCard_RecipeFragment[]; totalElements: number; totalPages: number } | undefined;
  loading: boolean;
  page: number;
}

/** A category or craving page (spec §2: the same layout): its name, description and picture, then its recipes. */
export function CollectionPage({
  path,
  fallbackDescription,
  recipesTitle,
  recipes,
  loading,
  page,
  ...hero
}: CollectionPageProps) {
  // what search engines learn of the page: its place (as its breadcrumbs show it) and the recipes it lists
  useStructuredData(
    {
      type: 'BreadcrumbList',
      crumbs: [
        { name: messages.site.trail.home, path: '/' },
        { name: hero.name, path },
      ],
    },
    recipes && { type: 'ItemList', paths: recipes.content.map((r) => `/recipes/${r.recipeId}`) },
  );
  return (
    <>
      <Seo
        title={hero.name}
        description={hero.description || fallbackDescription}
        path={page > 1 ? `${path}?page=${page}` : path}
        image={hero.image?.crops?.share ?? hero.image?.medium}
        imageAlt={hero.name}
      />
      <CollectionHero {...hero} />
      <RecipeSection title={recipesTitle} total={recipes} recipes={recipes?.content} loading={loading} page={page} />
    </>
  );
}

/** What a collection page shows before it has its collection: loading, or why it failed. */
export function CollectionStatus({ text }: { text: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 10, textAlign: 'center' }}>
      <Typography role="status" color="text.secondary">
        {text}
      </Typography>
    </Container>
  );
}

/** Breadcrumb HOME → name, the name, its description and picture. */
function CollectionHero({ kicker, name, description, image, featured }: CollectionHeroProps) {
  return (
    <Box component="header" sx={{ bgcolor: '#f5ebe0', borderBottom: '1px solid', borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          gap: { xs: 3, md: 7 },
          alignItems: 'center',
          py: { xs: 4, md: 7 },
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 } }}>
          <Breadcrumbs aria-label={messages.collection.breadcrumbLabel} sx={{ mb: { xs: 2, md: 3 } }}>
            <Link component={RouterLink} to="/" color="text.secondary" sx={{ fontSize: '0.8rem', letterSpacing: 1 }}>
              {messages.collection.home}
            </Link>
            <Typography aria-current="page" color="text.primary" sx={{ fontSize: '0.8rem', fontWeight: 600 }}>
              {name}
            </Typography>
          </Breadcrumbs>
          <Typography variant="overline" color="primary.dark" component="p">
            {kicker}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.2rem' }, mt: 0.5, mb: 2 }}>
            {name}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7 }}>
              {description}
            </Typography>
          )}
          {featured && (
            <Button
              component={RouterLink}
              to={`/recipes/${featured.recipeId}`}
              variant="contained"
              endIcon={<ArrowForwardIcon />}
              sx={{ mt: 3, maxWidth: '100%', textAlign: 'left' }}
            >
              {messages.collection.featured(featured.title)}
            </Button>
          )}
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 }, borderRadius: 4, overflow: 'hidden', boxShadow: 3 }}>
          <ResponsiveImage
            image={image?.small || image?.medium || image?.original ? image : DEFAULT_IMAGE}
            alt={name}
            width={800}
            height={600}
            sizes="(min-width: 900px) 520px, 100vw"
            priority
          />
        </Box>
      </Container>
    </Box>
  );
}
