import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { RouterLink as Link } from './RouterLink';

// Photo sizes: the recipe page's author box is the compact card, the home page's founder section the large one.
const PHOTO = { compact: 128, large: 160 } as const;

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(4, 2.5),
  borderRadius: 28,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  textAlign: 'center',
  '&[data-size="large"]': { gap: theme.spacing(3) },
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: `${PHOTO.compact}px 1fr`,
    justifyItems: 'start',
    alignItems: 'start',
    columnGap: theme.spacing(4),
    padding: theme.spacing(4, 5),
    textAlign: 'left',
    '&[data-size="large"]': {
      gridTemplateColumns: `${PHOTO.large}px 1fr`,
      alignItems: 'center',
      columnGap: theme.spacing(3),
      padding: theme.spacing(5, 6),
    },
    '&[data-photo="false"]': { gridTemplateColumns: '1fr' },
  },
}));

const Photo = styled('img')({
  display: 'block',
  width: PHOTO.compact,
  height: PHOTO.compact,
  '[data-size="large"] > &': { width: PHOTO.large, height: PHOTO.large },
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
  '[data-size="large"] &': { ...theme.typography.h2, margin: theme.spacing(0.25, 0, 1), fontSize: '1.8rem' },
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

interface CreatorCardProps {
  name: string;
  photoUrl?: string | null;
  bio?: string | null;
  kicker: string;
  photoAlt: string;
  /** the words of the link to the about page */
  aboutLink: string;
  size?: keyof typeof PHOTO;
  /** shown beside the about link (the social profiles) */
  extra?: ReactNode;
  className?: string;
}

/** The creator's card: photo, kicker, name, bio and a link to the about page (author box, founder section). */
export function CreatorCard({
  name,
  photoUrl,
  bio,
  kicker,
  photoAlt,
  aboutLink,
  size = 'compact',
  extra,
  className,
}: CreatorCardProps) {
  const headingId = useId();
  const photo = PHOTO[size];
  return (
    <Card aria-labelledby={headingId} data-photo={Boolean(photoUrl)} data-size={size} className={className}>
      {photoUrl && <Photo src={photoUrl} alt={photoAlt} width={photo} height={photo} loading="lazy" />}
      <div>
        <Kicker>{kicker}</Kicker>
        <Name id={headingId}>{name}</Name>
        {bio && <Bio>{bio}</Bio>}
        <Footer>
          <AboutLink to="/about">{aboutLink}</AboutLink>
          {extra}
        </Footer>
      </div>
    </Card>
  );
}
