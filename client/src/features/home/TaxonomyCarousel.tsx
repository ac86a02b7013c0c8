import { styled } from '@mui/material/styles';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage, type ImageSet } from '../../components/ResponsiveImage';
import { HomeCarouselSection } from './HomeCarouselSection';

export interface TaxonomyTile {
  id: number;
  name: string;
  imageUrl?: ImageSet | null;
}

const Tile = styled(RouterLink)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: 28,
  color: '#fff',
  textDecoration: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: 'linear-gradient(180deg, rgba(0,0,0,0) 45%, rgba(0,0,0,0.65) 100%)',
  },
  '& span': {
    ...theme.typography.h4,
    position: 'absolute',
    zIndex: 1,
    insetInline: theme.spacing(2),
    bottom: theme.spacing(2),
    fontSize: '1.2rem',
    textShadow: '0 1px 3px rgba(0,0,0,0.5)',
  },
}));

const SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 30vw, (min-width: 480px) 45vw, 90vw';

/** A carousel of categories or cravings, each a photo with its name linking to its page. */
export function TaxonomyCarousel({
  title,
  subtitle,
  items,
  hrefOf,
}: {
  title: string;
  subtitle: string;
  items: readonly TaxonomyTile[];
  hrefOf: (id: number) => string;
}) {
  if (!items.length) return null;
  return (
    <HomeCarouselSection title={title} subtitle={subtitle}>
      {items.map((item) => (
        <Tile key={item.id} to={hrefOf(item.id)}>
          <ResponsiveImage image={item.imageUrl} alt="" width={4} height={5} sizes={SIZES} />
          <span>{item.name}</span>
        </Tile>
      ))}
    </HomeCarouselSection>
  );
}
