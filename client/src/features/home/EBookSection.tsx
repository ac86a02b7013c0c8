import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { formatPrice } from '../../lib/format';
import * as messages from '../../messages/pt-BR';
import { HomeEBookQuery } from './home-operations';

const t = messages.home;

const Band = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'center',
  marginBlock: theme.spacing(3),
  padding: theme.spacing(4, 2.5),
  borderRadius: 28,
  backgroundColor: '#2d2420',
  color: '#fff8f1',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr', padding: theme.spacing(6, 8) },
  '&[data-cover="false"]': { gridTemplateColumns: '1fr', textAlign: 'center' },
  '& img, & [data-image-placeholder]': { borderRadius: 20 },
}));

const Kicker = styled('p')(({ theme }) => ({ ...theme.typography.overline, margin: 0, color: '#f6c9a8' }));

const Title = styled('h2')(({ theme }) => ({
  ...theme.typography.h2,
  margin: theme.spacing(0.5, 0, 1.5),
  fontSize: '1.7rem',
  [theme.breakpoints.up('md')]: { fontSize: '2.1rem' },
}));

const Text = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 1), color: '#f1e4d8' }));

const Price = styled('p')(({ theme }) => ({ margin: theme.spacing(1, 0, 2.5), fontSize: '1.4rem', fontWeight: 700 }));

const Buy = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 48,
  marginTop: theme.spacing(1.5),
  padding: theme.spacing(0, 3.5),
  borderRadius: 999,
  backgroundColor: '#f6c9a8',
  color: '#2d2420',
  fontWeight: 700,
  textDecoration: 'none',
}));

/**
 * Spec §4 E-book section: loading, an error (which load failed), the featured e-book, or a static promo when no
 * published e-book is featured. Every state offers 'Adquira Já', a link to the e-book page.
 */
export function EBookSection() {
  const { data, loading, error } = useQuery(HomeEBookQuery, { errorPolicy: 'all' });
  const headingId = useId();
  const failed = (field: 'siteConfiguration' | 'ebooks') =>
    Boolean(error) && (!data?.[field] || hasPathError(error, field));
  const featuredId = data?.siteConfiguration?.featuredEBookId;
  const featured = featuredId == null ? undefined : data?.ebooks?.find((e) => e.id === featuredId);

  let body;
  if (loading && !data) body = <Text role="status">{messages.common.loading}</Text>;
  else if (failed('siteConfiguration')) body = <Text role="alert">{t.ebookConfigError}</Text>;
  else if (featuredId != null && failed('ebooks')) body = <Text role="alert">{t.ebookLoadError}</Text>;
  else if (featured)
    body = (
      <>
        <Text>{t.ebookBy(featured.author)}</Text>
        <Price>{formatPrice(featured.price)}</Price>
      </>
    );
  else body = <Text>{t.ebookPromoText}</Text>;

  return (
    <Container maxWidth="lg">
      <Band aria-labelledby={headingId} data-cover={Boolean(featured)}>
        {featured && (
          <ResponsiveImage
            image={featured.horizontalCoverImageUrl}
            alt={featured.title}
            width={1200}
            height={800}
            sizes="(min-width: 900px) 520px, 100vw"
          />
        )}
        <div>
          <Kicker>{t.ebookKicker}</Kicker>
          <Title id={headingId}>{featured ? featured.title : t.ebookPromoTitle}</Title>
          {body}
          <Buy to="/e-book">{t.ebookBuy}</Buy>
        </div>
      </Band>
    </Container>
  );
}

function hasPathError(error: unknown, field: string): boolean {
  const errors = (error as { errors?: readonly { path?: readonly (string | number)[] }[] }).errors ?? [];
  return errors.some((e) => e.path?.[0] === field);
}
