import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid } from '../../components/CardGrid';
import { Seo } from '../../components/Seo';
import { useStructuredData } from '../../lib/render-status';
import { graphql } from '../../gql';
import type { RouteData } from '../../lib/route-data';
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

/** /e-book — the published e-books as cards with the recipes they contain; buying happens on each e-book's page. */
export function EBookPage() {
  const { data, loading } = useQuery(EBooksQuery);
  const ebooks = data?.ebooks ?? [];
  const t = messages.ebook;
  const trail = messages.site.trail;
  useStructuredData(
    {
      type: 'BreadcrumbList',
      crumbs: [
        { name: trail.home, path: '/' },
        { name: trail.ebook, path: '/e-book' },
      ],
    },
    ebooks.length > 0 && { type: 'Book', ids: ebooks.map((ebook) => ebook.id) },
  );
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
          // spec §2: 2, 3 or 4 columns by width
          <CardGrid columns={{ xs: 2, md: 3, lg: 4 }} gap={{ xs: 1.5, sm: 3, md: 4 }}>
            {ebooks.map((ebook, index) => (
              <CardGrid.Item key={ebook.id}>
                <EBookCard ebook={ebook} priority={index < 2} />
              </CardGrid.Item>
            ))}
          </CardGrid>
        )}
      </Container>
    </>
  );
}

EBookPage.routeData = ((client) => client.query({ query: EBooksQuery })) satisfies RouteData;
