import NorthEastIcon from '@mui/icons-material/NorthEast';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AboutPageQuery } from '../../gql/graphql';
import { ResponsiveImage, type ImageSet } from '../../components/ResponsiveImage';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as messages from '../../messages/pt-BR';

type SocialMedia = AboutPageQuery['siteConfiguration']['socialMedia'];
const NETWORKS = ['instagram', 'youtube', 'tiktok', 'pinterest', 'facebook'] as const;

/**
 * Three press articles, each an image link (spec: 'three press-article image links'), and the creator's social
 * profiles (only those configured). `photos`: the article images, in order (null: none yet, the card keeps its space).
 */
export function PressAndLinks({
  socialMedia,
  photos,
}: {
  socialMedia: SocialMedia | undefined;
  photos: readonly (ImageSet | null | undefined)[];
}) {
  const t = messages.about;
  const profiles = NETWORKS.flatMap((network) => {
    const href = socialMedia?.[network];
    return href ? [{ network, href, label: t.social[network] }] : [];
  });
  return (
    <>
      <Box component="section" aria-labelledby="press-title">
        <Typography id="press-title" variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
          {t.pressTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {t.pressIntro}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
          }}
        >
          {t.press.map((article, i) => (
            <li key={article.href}>
              <Box
                component="a"
                href={article.href}
                target="_blank"
                rel="noopener noreferrer"
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                  p: 3,
                  pt: 0,
                  borderRadius: 3,
                  overflow: 'hidden',
                  bgcolor: 'background.default',
                  border: '1px solid',
                  borderColor: 'divider',
                  color: 'inherit',
                  textDecoration: 'none',
                  transition: 'border-color 200ms, transform 200ms',
                  '&:hover': { borderColor: 'primary.light', transform: 'translateY(-2px)' },
                }}
              >
                {/* the article's picture; the headline below names the link */}
                <Box sx={{ mx: -3, mb: 1, aspectRatio: { xs: '16 / 9', md: '4 / 3' }, bgcolor: '#f3e5d6' }}>
                  {photos[i] && (
                    <ResponsiveImage
                      image={photos[i]}
                      alt=""
                      width={800}
                      height={600}
                      sizes="(min-width: 900px) 360px, 90vw"
                      sx={{ height: '100%' }}
                    />
                  )}
                </Box>
                <Typography variant="overline" sx={{ lineHeight: 1.4, color: 'secondary.dark' }}>
                  {article.outlet}
                </Typography>
                <Typography variant="h4" component="h3" sx={{ lineHeight: 1.4, flex: 1 }}>
                  {article.headline}
                </Typography>
                <Typography
                  component="span"
                  color="primary"
                  sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {t.readArticle}
                  <NorthEastIcon sx={{ fontSize: 16 }} aria-hidden />
                  <VisuallyHidden>{t.newTabHint}</VisuallyHidden>
                </Typography>
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      {profiles.length > 0 && (
        <Box component="section" aria-labelledby="links-title" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="links-title" variant="h3" sx={{ mb: 2 }}>
            {t.linksTitle}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {profiles.map((profile) => (
              <li key={profile.network}>
                <Chip
                  component="a"
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  clickable
                  label={profile.label}
                  aria-label={t.newTab(profile.label)}
                  icon={<NorthEastIcon sx={{ fontSize: 16 }} />}
                  variant="outlined"
                  color="primary"
                  sx={{ px: 1, py: 2.5, fontWeight: 600, bgcolor: 'background.paper' }}
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
