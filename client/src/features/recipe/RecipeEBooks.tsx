import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { formatPrice } from '../../lib/format';
import * as messages from '../../messages/pt-BR';
import { useHydrated } from '../../lib/use-hydrated';

const RecipeEBooksQuery = graphql(`
  query RecipeEBooks($id: Int!) {
    recipe(id: $id) {
      recipeId
      ebooks {
        id
        title
        price
        externalUrl
      }
    }
  }
`);

/**
 * 'Esta receita está no e-book …': a small card for each published e-book that contains the recipe. It loads after
 * the page hydrates (the recipe's own render does not wait for it) and sits below the recipe, where it moves nothing.
 */
export function RecipeEBooks({ recipeId }: { recipeId: number }) {
  const hydrated = useHydrated();
  const { data } = useQuery(RecipeEBooksQuery, { variables: { id: recipeId }, skip: !hydrated });
  const ebooks = data?.recipe.ebooks ?? [];
  if (!ebooks.length) return null;
  const t = messages.ebook;
  return (
    <Box sx={{ display: 'grid', gap: 2, my: 4 }}>
      {ebooks.map((ebook) => (
        <Box
          component="aside"
          key={ebook.id}
          aria-label={`${t.inEbook} ${ebook.title}`}
          data-recipe-ebook
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            p: 2.5,
            borderRadius: 3,
            bgcolor: '#f5ebe0',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <MenuBookOutlinedIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t.inEbook}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {ebook.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 600 }}>
              {formatPrice(ebook.price)}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            // the darker terracotta: the main one on this cream is under 4.5:1 for text this size
            sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
            href={ebook.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.seeEbookLabel(ebook.title)}
          >
            {t.seeEbook}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
