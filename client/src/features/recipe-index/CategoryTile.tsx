import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { graphql } from '../../gql';
import type { CategoryTile_CategoryFragment } from '../../gql/graphql';

export const CategoryTileFragment = graphql(`
  fragment CategoryTile_category on Category {
    categoryId
    name
    imageUrl {
      small
      medium
    }
  }
`);

/** A category picture with its name over it; links to the category page. */
export function CategoryTile({ category }: { category: CategoryTile_CategoryFragment }) {
  return (
    <Box
      component={RouterLink}
      to={`/category/${category.categoryId}`}
      sx={{
        position: 'relative',
        display: 'block',
        borderRadius: 3,
        overflow: 'hidden',
        color: '#fff',
        textDecoration: 'none',
        '& img': { transition: 'transform 400ms ease' },
        '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
      }}
    >
      <ResponsiveImage
        image={category.imageUrl}
        alt=""
        width={800}
        height={600}
        sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw"
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          p: 2,
          background: 'linear-gradient(180deg, rgba(45,36,32,0) 45%, rgba(45,36,32,0.78) 100%)',
        }}
      >
        <Typography variant="h4" component="span" sx={{ color: '#fff', lineHeight: 1.25 }}>
          {category.name}
        </Typography>
      </Box>
    </Box>
  );
}
