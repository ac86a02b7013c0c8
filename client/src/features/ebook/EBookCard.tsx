import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { graphql } from '../../gql';
import type { EBookCard_EbookFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';
import * as messages from '../../messages/pt-BR';

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
  }
`);

/** Horizontal cover, title, author and price; 'Comprar' opens the store page in a new tab (so does the whole card). */
export function EBookCard({ ebook, priority }: { ebook: EBookCard_EbookFragment; priority?: boolean }) {
  const t = messages.ebook;
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
        sizes="(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 92vw"
        priority={priority}
      />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography variant="h4" component="h2" sx={{ lineHeight: 1.3, mb: 0.75 }}>
          {ebook.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.by(ebook.author)}
        </Typography>
        <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.dark' }}>
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
