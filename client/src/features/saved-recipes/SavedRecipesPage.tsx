import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { ClientOnly } from '../../components/ClientOnly';
import { PageHeader } from '../../components/PageHeader';
import { RecipeGrid } from '../../components/RecipeGrid';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import * as messages from '../../messages/pt-BR';
import { Seo } from '../../components/Seo';

const t = messages.savedRecipes;

const SavedRecipesQuery = graphql(`
  query SavedRecipesPage {
    savedRecipes {
      ...RecipeCard_recipe
    }
  }
`);

/** /minhas-receitas: the signed-in reader's saved recipes. Personal, so drawn in the browser only. */
export function SavedRecipesPage() {
  return (
    <>
      <Seo title={t.pageTitle} description={t.subtitle} path="/minhas-receitas" />
      {/* a personal page: nothing here for search engines */}
      <meta name="robots" content="noindex" />
      <PageHeader kicker={messages.site.name} title={t.pageTitle} intro={t.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, minHeight: 320 }}>
        <ClientOnly>
          <SavedRecipes />
        </ClientOnly>
      </Container>
    </>
  );
}

function SavedRecipes() {
  const session = useSession();
  if (!session.authenticated) {
    const login = `/auth/login?${new URLSearchParams({ next: '/minhas-receitas' }).toString()}`;
    return <Invitation text={t.signIn} action={t.login} to={login} />;
  }
  return <SavedRecipeList />;
}

function SavedRecipeList() {
  const { data, loading, error } = useQuery(SavedRecipesQuery, { fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <Typography role="alert" color="error" sx={{ py: 6, textAlign: 'center' }}>
        {t.loadFailed}
      </Typography>
    );
  }
  if (!data) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {loading ? t.loading : null}
      </Typography>
    );
  }
  if (!data.savedRecipes.length) return <Invitation text={t.empty} action={t.browse} to="/recipes" />;
  return <RecipeGrid recipes={data.savedRecipes} />;
}

function Invitation({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.05rem' }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained" color="primary">
        {action}
      </Button>
    </Box>
  );
}
