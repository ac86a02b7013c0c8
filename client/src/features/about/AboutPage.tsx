import { useQuery } from '@apollo/client/react';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import type { RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { ContactForm } from './ContactForm';
import { FavouriteRecipes, SAMPLE_FAVOURITES } from './FavouriteRecipes';
import { Partners } from './Partners';
import { PressAndLinks } from './PressAndLinks';

/**
 * The four favourites (spec §9) are the readers' tested and approved ones: the most popular (counted views and
 * ratings), not the newest four the home page already shows twice. The next two lend their photos to the hero, the
 * three after them to the press articles (the food those articles were about).
 */
const FAVOURITES = 4;

const AboutQuery = graphql(`
  query AboutPage {
    recipes: topRecipes(limit: 9) {
      ...FavouriteRecipe_recipe
    }
    siteConfiguration {
      socialMedia {
        instagram
        youtube
        tiktok
        pinterest
        facebook
      }
      partnerships {
        name
        image_url
        website_url
      }
    }
  }
`);

/** /about — Marina's story, press and links, her four favourite recipes, the contact form and the partners. */
export function AboutPage() {
  const { data } = useQuery(AboutQuery);
  const { hash } = useLocation();
  const recipes = data?.recipes ?? [];
  const favourites = recipes.length ? recipes.slice(0, FAVOURITES) : SAMPLE_FAVOURITES;
  const [photo, secondPhoto] = [recipes[FAVOURITES] ?? recipes[0], recipes[FAVOURITES + 1] ?? recipes[1]];
  // a small site (or one with recipes without pictures) repeats photos rather than leave an article without one
  const pictured = recipes.filter((r) => r.imageUrl?.medium ?? r.imageUrl?.small);
  const pressPhotos = [0, 1, 2].map((i) =>
    pictured.length ? pictured[(FAVOURITES + 2 + i) % pictured.length].imageUrl : null,
  );
  const t = messages.about;

  // Links such as /about#contact from other pages: the router does not scroll to the anchor by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <Seo title={t.seoTitle} description={t.seoDescription} path="/about" image={photo?.imageUrl?.medium} />
      <Box component="header" sx={{ bgcolor: '#f5ebe0', overflow: 'hidden' }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            py: { xs: 5, md: 10 },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
              {t.kicker}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2.6rem', md: '3.8rem' }, my: 1.5 }}>
              {t.title}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, lineHeight: 1.7 }}>
              {t.lead}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
              <Button variant="contained" size="large" href="#contact" startIcon={<MailOutlineIcon />}>
                {t.contactCta}
              </Button>
              <Button
                variant="outlined"
                size="large"
                component={RouterLink}
                to="/recipes"
                sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
              >
                {t.recipesCta}
              </Button>
            </Box>
          </Box>
          {photo && (
            <Box sx={{ position: 'relative', pb: { xs: 4, md: 6 }, pr: { xs: 4, md: 6 } }}>
              <Box sx={{ borderRadius: 5, overflow: 'hidden', boxShadow: 4, transform: 'rotate(-2deg)' }}>
                <ResponsiveImage
                  image={photo.imageUrl}
                  alt={t.photoAlt}
                  width={800}
                  height={600}
                  sizes="(min-width: 900px) 520px, 90vw"
                  priority
                />
              </Box>
              {secondPhoto && (
                <Box
                  sx={{
                    position: 'absolute',
                    right: 0,
                    bottom: 0,
                    width: '42%',
                    borderRadius: 4,
                    overflow: 'hidden',
                    border: '6px solid #fff',
                    boxShadow: 4,
                    transform: 'rotate(3deg)',
                  }}
                >
                  <ResponsiveImage image={secondPhoto.imageUrl} alt="" width={800} height={600} sizes="240px" />
                </Box>
              )}
            </Box>
          )}
        </Container>
      </Box>

      <Container maxWidth="md" component="section" aria-labelledby="story-title" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
          {t.storyKicker}
        </Typography>
        <Typography id="story-title" variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mt: 1, mb: 3 }}>
          {t.storyTitle}
        </Typography>
        {t.story.map((paragraph) => (
          <Typography key={paragraph.slice(0, 24)} sx={{ fontSize: '1.1rem', lineHeight: 1.85, mb: 2.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Typography
          component="blockquote"
          sx={{
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontStyle: 'italic',
            fontSize: { xs: '1.5rem', md: '1.9rem' },
            color: 'primary.dark',
            borderLeft: '4px solid',
            borderColor: 'primary.light',
            pl: 3,
            my: 5,
            mx: 0,
          }}
        >
          {t.quote}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{t.signature}</Typography>
      </Container>

      <Box sx={{ bgcolor: 'background.paper', borderBlock: '1px solid', borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
          <PressAndLinks socialMedia={data?.siteConfiguration.socialMedia} photos={pressPhotos} />
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <FavouriteRecipes recipes={favourites} />
      </Container>

      <Box id="contact" sx={{ bgcolor: '#f5ebe0', scrollMarginTop: 80 }}>
        <Container
          maxWidth="lg"
          component="section"
          aria-labelledby="contact-title"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1.6fr' },
            gap: { xs: 4, md: 8 },
            py: { xs: 6, md: 10 },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
              {messages.contact.kicker}
            </Typography>
            <Typography id="contact-title" variant="h2" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, my: 1.5 }}>
              {messages.contact.title}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>
              {messages.contact.intro}
            </Typography>
          </Box>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 4, p: { xs: 2.5, md: 4 }, boxShadow: 1 }}>
            <ContactForm />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 4, md: 6 } }}>
        <Partners partnerships={data?.siteConfiguration.partnerships ?? []} />
      </Container>
    </>
  );
}

AboutPage.routeData = ((client) => client.query({ query: AboutQuery })) satisfies RouteData;
