import { useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SocialIconLinks } from '../../components/SocialIconLinks';
import { socialProfiles } from '../../lib/social-networks';
import * as messages from '../../messages/pt-BR';
import { RecipeAuthorQuery } from './author-operations';

const t = messages.creator;
const PHOTO_SIZE = 128;

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(2),
  margin: theme.spacing(0, 0, 6),
  padding: theme.spacing(4, 2.5),
  borderRadius: 28,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  textAlign: 'center',
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: `${PHOTO_SIZE}px 1fr`,
    justifyItems: 'start',
    alignItems: 'start',
    columnGap: theme.spacing(4),
    padding: theme.spacing(4, 5),
    textAlign: 'left',
    '&[data-photo="false"]': { gridTemplateColumns: '1fr' },
  },
}));

const Photo = styled('img')({
  display: 'block',
  width: PHOTO_SIZE,
  height: PHOTO_SIZE,
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
  ...theme.typography.h3,
  margin: theme.spacing(0.25, 0, 1),
  fontSize: '1.6rem',
}));

const Bio = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  whiteSpace: 'pre-line',
  lineHeight: 1.7,
  color: theme.palette.text.secondary,
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(1, 2),
  [theme.breakpoints.up('sm')]: { justifyContent: 'flex-start' },
}));

const AboutLink = styled(Link)(({ theme }) => ({
  fontWeight: 600,
  color: theme.palette.primary.dark,
  textUnderlineOffset: 3,
}));

/** The author box: the creator's photo, name, short bio and only the social profiles that are configured. */
export function AuthorBox() {
  const { data } = useQuery(RecipeAuthorQuery);
  const headingId = useId();
  const creator = data?.siteConfiguration.creator;
  const name = creator?.name?.trim();
  if (!name) return null;
  const profiles = socialProfiles(data?.siteConfiguration.socialMedia ?? null);
  return (
    <Card aria-labelledby={headingId} data-photo={Boolean(creator?.photoUrl)}>
      {creator?.photoUrl && (
        <Photo src={creator.photoUrl} alt={t.photoAlt(name)} width={PHOTO_SIZE} height={PHOTO_SIZE} loading="lazy" />
      )}
      <div>
        <Kicker>{t.kicker}</Kicker>
        <Name id={headingId}>{name}</Name>
        {creator?.bio && <Bio>{creator.bio}</Bio>}
        <Footer>
          <AboutLink to="/about">{t.aboutLink}</AboutLink>
          {profiles.length > 0 && (
            <nav aria-label={t.socialTitle(name)}>
              <SocialIconLinks profiles={profiles} size="small" />
            </nav>
          )}
        </Footer>
      </div>
    </Card>
  );
}
