import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { CreatorCard } from '../../components/CreatorCard';
import type { HomePageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

const t = messages.home;

type Creator = HomePageQuery['siteConfiguration']['creator'];

const Card = styled(CreatorCard)(({ theme }) => ({ marginBlock: theme.spacing(4) }));

/** The founder: the creator's photo, name and bio from the site configuration, and a link to the about page. */
export function FounderSection({ creator }: { creator: Creator }) {
  const name = creator.name?.trim() || messages.site.name;
  return (
    <Container maxWidth="lg">
      <Card
        size="large"
        name={name}
        photoUrl={creator.photoUrl}
        bio={creator.bio}
        kicker={t.founderKicker}
        photoAlt={t.founderPhotoAlt(name)}
        aboutLink={t.founderLink}
      />
    </Container>
  );
}
