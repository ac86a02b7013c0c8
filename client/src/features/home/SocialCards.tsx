import { styled } from '@mui/material/styles';
import { SheetIcon } from '../../components/SheetIcon';
import type { HomePageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';
import { HomeSection } from './HomeSection';

const t = messages.home;

type SocialMedia = HomePageQuery['siteConfiguration']['socialMedia'];

const Cards = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Card = styled('a')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: theme.spacing(2),
  alignItems: 'center',
  height: '100%',
  padding: theme.spacing(3),
  borderRadius: 28,
  color: '#fff',
  textDecoration: 'none',
  '&[data-network="instagram"]': { background: 'linear-gradient(135deg, #833ab4, #c13584 55%, #b4501c)' },
  '&[data-network="tiktok"]': { background: '#111' },
  '& svg': { fontSize: 48 },
  '& strong': { ...theme.typography.h4, display: 'block', fontSize: '1.25rem' },
  '& span': { display: 'block', marginTop: theme.spacing(0.5), opacity: 0.92 },
}));

const NETWORKS: { key: 'instagram' | 'tiktok'; title: string; text: string }[] = [
  { key: 'instagram', title: t.socialInstagram, text: t.socialInstagramText },
  { key: 'tiktok', title: t.socialTiktok, text: t.socialTiktokText },
];

/** Instagram and TikTok promotion cards, for the profiles the site configuration has. */
export function SocialCards({ socialMedia }: { socialMedia: SocialMedia }) {
  const cards = NETWORKS.flatMap((n) => {
    const url = socialMedia[n.key]?.trim();
    return url ? [{ ...n, url }] : [];
  });
  if (!cards.length) return null;
  return (
    <HomeSection title={t.socialTitle} subtitle={t.socialSubtitle}>
      <Cards>
        {cards.map(({ key, title, text, url }) => (
          <li key={key}>
            <Card href={url} target="_blank" rel="noopener noreferrer" data-network={key}>
              <SheetIcon name={key} />
              <span>
                <strong>{title}</strong>
                <span>{text}</span>
              </span>
            </Card>
          </li>
        ))}
      </Cards>
    </HomeSection>
  );
}
