import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { graphql } from '../../gql';
import type { EBookCard_EbookFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';
import * as messages from '../../messages/pt-BR';

/** How many of an e-book's recipes its card names; the rest are counted. */
const LISTED_RECIPES = 4;

export const EBookCardFragment = graphql(`
  fragment EBookCard_ebook on EBook {
    title
    author
    price
    externalUrl
    horizontalCoverImageUrl {
      small
      medium
      original
    }
    recipes {
      recipeId
      title
    }
  }
`);

/**
 * Horizontal cover, title, author, the recipes inside and the price; 'Comprar' opens the store page in a new tab (so
 * does the rest of the card), each recipe opens its page here.
 */
export function EBookCard({ ebook, priority }: { ebook: EBookCard_EbookFragment; priority?: boolean }) {
  const t = messages.ebook;
  const listed = ebook.recipes.slice(0, LISTED_RECIPES);
  const more = ebook.recipes.length - listed.length;
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'transform 200ms, box-shadow 200ms',
        '&:hover': { transform: 'translateY(-3px)', boxShadow: '0 10px 24px rgba(45,36,32,0.12)' },
      }}
    >
      <ResponsiveImage
        image={ebook.horizontalCoverImageUrl}
        alt={ebook.title}
        width={1200}
        height={800}
        sizes="(min-width: 1200px) 280px, (min-width: 900px) 30vw, 46vw"
        priority={priority}
      />
      <Box sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h2"
          sx={{ lineHeight: 1.3, mb: 0.75, fontSize: { xs: '1.05rem', sm: undefined }, overflowWrap: 'anywhere' }}
        >
          {ebook.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.by(ebook.author)}
        </Typography>
        {listed.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <Typography component="h3" sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: 0.5, mb: 0.5 }}>
              {t.recipesTitle}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.25, fontSize: '0.9rem' }}>
              {listed.map((recipe) => (
                <li key={recipe.recipeId}>
                  {/* above the card-wide store link, so each recipe opens its own page */}
                  <Link
                    component={RouterLink}
                    to={`/recipes/${recipe.recipeId}`}
                    // at least 24 px tall: a comfortable touch target
                    sx={{
                      position: 'relative',
                      zIndex: 1,
                      display: 'inline-block',
                      py: '4px',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {recipe.title}
                  </Link>
                </li>
              ))}
            </Box>
            {more > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t.moreRecipes(more)}
              </Typography>
            )}
          </Box>
        )}
        <Box
          sx={{
            mt: 'auto',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.25rem' }, color: 'primary.dark' }}>
            {formatPrice(ebook.price)}
          </Typography>
          <Button
            variant="contained"
            href={ebook.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.buyLabel(ebook.title)}
            startIcon={<ShoppingBagOutlinedIcon />}
            // The link covers the whole card, so a click anywhere on it buys.
            sx={{ position: 'static', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {t.buy}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
