import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Seo } from '../../components/Seo';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { HydrateWhenVisible, HydrationSlice } from '../../lib/deferred-hydration';
import { deferredPart, preloadDeferredParts } from '../../lib/lazy-route';
import type { RouteData } from '../../lib/route-data';
import { useSlot } from '../../lib/slots';
import * as messages from '../../messages/pt-BR';
import { HomeHero } from './HomeHero';
import { HomeEBookQuery, HomePageQuery } from './home-operations';
import { PerfectForYou } from './PerfectForYou';
import { SearchSection } from './SearchSection';
import { useStructuredData } from '../../lib/render-status';

const t = messages.home;

// Below the fold, with code of their own: out of the page's first JavaScript, hydrated when they come near.
const TaxonomyCarousel = deferredPart('src/features/home/TaxonomyCarousel.tsx', () =>
  import('./TaxonomyCarousel').then((m) => m.TaxonomyCarousel),
);
const EBookSection = deferredPart('src/features/home/EBookSection.tsx', () =>
  import('./EBookSection').then((m) => m.EBookSection),
);
const WeeklyMenu = deferredPart('src/features/home/WeeklyMenu.tsx', () =>
  import('./WeeklyMenu').then((m) => m.WeeklyMenu),
);
const FounderSection = deferredPart('src/features/home/FounderSection.tsx', () =>
  import('./FounderSection').then((m) => m.FounderSection),
);
const PopularRecipes = deferredPart('src/features/home/PopularRecipes.tsx', () =>
  import('./PopularRecipes').then((m) => m.PopularRecipes),
);
const RecipeCarousel = deferredPart('src/features/home/RecipeCarousel.tsx', () =>
  import('./RecipeCarousel').then((m) => m.RecipeCarousel),
);
const SocialCards = deferredPart('src/features/home/SocialCards.tsx', () =>
  import('./SocialCards').then((m) => m.SocialCards),
);

const LatestRecipes = deferredPart('src/features/home/LatestRecipes.tsx', () =>
  import('./LatestRecipes').then((m) => m.LatestRecipes),
);

const categoryHref = (id: number) => `/category/${id}`;
const cravingHref = (id: number) => `/craving/${id}`;

/**
 * The home page: the 13 sections of spec §2 in order; what is below the fold hydrates when it comes near. The
 * sections on the page's light background are not even laid out until then (belowTheFold: their usual height, between
 * a phone's and a wide screen's); the dark ones (e-books, the picture carousels, the weekly menu, the social cards)
 * are, for the accessibility audit's sake (components/below-the-fold.ts).
 */
export function HomePage() {
  const { data, loading } = useQuery(HomePageQuery);
  const NewsletterForm = useSlot('NewsletterForm');
  // the site and who runs it, with its search, for search engines
  useStructuredData({ type: 'WebSite' });
  // Stable lists for the deferred parts (memoised: a new array would re-render a part before it hydrates).
  const categories = useMemo(
    () => data?.categories.map((c) => ({ id: c.categoryId, name: c.name, imageUrl: c.imageUrl })) ?? [],
    [data?.categories],
  );
  const cravings = useMemo(
    () => data?.cravings.map((c) => ({ id: c.id, name: c.name, imageUrl: c.imageUrl })) ?? [],
    [data?.cravings],
  );
  const home = data?.homePage;
  return (
    <>
      {/* the featured recipe's picture, as the home page shows it first */}
      <Seo
        path="/"
        image={home?.hero[0]?.imageUrl?.crops?.share}
        imageAlt={home?.hero[0] ? messages.site.shareAlt(home.hero[0].title) : undefined}
      />
      <VisuallyHidden as="h1">{messages.site.name}</VisuallyHidden>
      {!home && (
        <Container maxWidth="lg" sx={{ py: 8 }}>
          <Typography role="status">{loading ? messages.common.loadingRecipes : messages.common.noRecipes}</Typography>
        </Container>
      )}
      {home && (
        <>
          <HydrationSlice>
            <HomeHero recipes={home.hero} />
          </HydrationSlice>
          <HydrateWhenVisible belowTheFold={560}>
            <PerfectForYou recipes={home.perfectForYou} />
          </HydrateWhenVisible>
          <HydrateWhenVisible belowTheFold={250}>
            <SearchSection />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <TaxonomyCarousel
              title={t.categoriesTitle}
              subtitle={t.categoriesSubtitle}
              items={categories}
              hrefOf={categoryHref}
            />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <EBookSection />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <TaxonomyCarousel
              title={t.cravingsTitle}
              subtitle={t.cravingsSubtitle}
              items={cravings}
              hrefOf={cravingHref}
            />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <WeeklyMenu days={home.weeklyMenu} />
          </HydrateWhenVisible>
          <HydrateWhenVisible belowTheFold={420}>
            <FounderSection creator={data.siteConfiguration.creator} />
          </HydrateWhenVisible>
          <Container maxWidth="lg">
            <HydrateWhenVisible belowTheFold={360}>
              <NewsletterForm source="home" />
            </HydrateWhenVisible>
          </Container>
          <HydrateWhenVisible belowTheFold={1000}>
            <PopularRecipes recipes={home.popular} />
          </HydrateWhenVisible>
          <HydrateWhenVisible belowTheFold={510}>
            <RecipeCarousel title={t.kitchenTitle} subtitle={t.kitchenSubtitle} recipes={home.kitchen} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <SocialCards socialMedia={data.siteConfiguration.socialMedia} />
          </HydrateWhenVisible>
          <HydrateWhenVisible belowTheFold={950}>
            <LatestRecipes recipes={home.latest} />
          </HydrateWhenVisible>
        </>
      )}
    </>
  );
}

HomePage.routeData = ((client) =>
  Promise.all([
    client.query({ query: HomePageQuery }),
    client.query({ query: HomeEBookQuery, errorPolicy: 'all' }),
    // The deferred parts are registered by this page's chunk, after the server's first preload of every part.
    preloadDeferredParts(),
  ])) satisfies RouteData;
