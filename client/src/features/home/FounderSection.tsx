import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { HomePageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

const t = messages.home;
const PHOTO = 160;

type Creator = HomePageQuery['siteConfiguration']['creator'];

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(3),
  marginBlock: theme.spacing(4),
  padding: theme.spacing(4, 2.5),
  borderRadius: 28,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  textAlign: 'center',
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: `${PHOTO}px 1fr`,
    justifyItems: 'start',
    alignItems: 'center',
    padding: theme.spacing(5, 6),
    textAlign: 'left',
    '&[data-photo="false"]': { gridTemplateColumns: '1fr' },
  },
}));

const Photo = styled('img')({
  display: 'block',
  width: PHOTO,
  height: PHOTO,
  borderRadius: '50%',
  objectFit: 'cover',
  backgroundColor: '#f3e5d6',
  boxShadow: '0 0 0 6px #fbefe6',
});

const Kicker = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  margin: 0,
  color: theme.palette.primary.dark,
}));

const Name = styled('h2')(({ theme }) => ({
  ...theme.typography.h2,
  margin: theme.spacing(0.25, 0, 1),
  fontSize: '1.8rem',
}));

const Bio = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  whiteSpace: 'pre-line',
  lineHeight: 1.7,
  color: theme.palette.text.secondary,
}));

const AboutLink = styled(RouterLink)(({ theme }) => ({
  fontWeight: 600,
  color: theme.palette.primary.dark,
  textUnderlineOffset: 3,
}));

/** The founder: the creator's photo, name and bio from the site configuration, and a link to the about page. */
export function FounderSection({ creator }: { creator: Creator }) {
  const headingId = useId();
  const name = creator.name?.trim() || messages.site.name;
  return (
    <Container maxWidth="lg">
      <Card aria-labelledby={headingId} data-photo={Boolean(creator.photoUrl)}>
        {creator.photoUrl && (
          <Photo src={creator.photoUrl} alt={t.founderPhotoAlt(name)} width={PHOTO} height={PHOTO} loading="lazy" />
        )}
        <div>
          <Kicker>{t.founderKicker}</Kicker>
          <Name id={headingId}>{name}</Name>
          {creator.bio && <Bio>{creator.bio}</Bio>}
          <AboutLink to="/about">{t.founderLink}</AboutLink>
        </div>
      </Card>
    </Container>
  );
}
