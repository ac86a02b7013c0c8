import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import * as messages from '../../messages/pt-BR';
import { EBookCard } from './EBookCard';

const EBooksQuery = graphql(`
  query EBookPage {
    ebooks {
      id
      ...EBookCard_ebook
    }
  }
`);

/** /e-book — the published e-books as cards; buying happens on each e-book's external page. */
export function EBookPage() {
  const { data, loading } = useQuery(EBooksQuery);
  const ebooks = data?.ebooks ?? [];
  const t = messages.ebook;
  return (
    <>
      <Seo title={t.title} description={t.intro} path="/e-book" />
      <PageHeader kicker={t.kicker} title={t.title} intro={t.intro} centered />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {ebooks.length === 0 ? (
          // A failed load reads as an empty catalogue (spec §8: silent).
          <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center', fontStyle: 'italic' }}>
            {loading ? messages.common.loading : t.empty}
          </Typography>
        ) : (
          <Grid container spacing={{ xs: 3, md: 4 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {ebooks.map((ebook, index) => (
              <Grid key={ebook.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
                <EBookCard ebook={ebook} priority={index < 2} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
