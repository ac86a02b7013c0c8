import { useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { CreatorCard } from '../../components/CreatorCard';
import { SocialIconLinks } from '../../components/SocialIconLinks';
import { socialProfiles } from '../../lib/social-networks';
import * as messages from '../../messages/pt-BR';
import { RecipeAuthorQuery } from './author-operations';

const t = messages.creator;

const Card = styled(CreatorCard)(({ theme }) => ({ margin: theme.spacing(0, 0, 6) }));

/** The author box: the creator's photo, name, short bio and only the social profiles that are configured. */
export function AuthorBox() {
  const { data } = useQuery(RecipeAuthorQuery);
  const creator = data?.siteConfiguration.creator;
  const name = creator?.name?.trim();
  if (!creator || !name) return null;
  const profiles = socialProfiles(data?.siteConfiguration.socialMedia ?? null);
  return (
    <Card
      name={name}
      photoUrl={creator.photoUrl}
      bio={creator.bio}
      kicker={t.kicker}
      photoAlt={t.photoAlt(name)}
      aboutLink={t.aboutLink}
      extra={
        profiles.length > 0 && (
          <nav aria-label={t.socialTitle(name)}>
            <SocialIconLinks profiles={profiles} size="small" />
          </nav>
        )
      }
    />
  );
}
