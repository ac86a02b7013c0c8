import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PillButton } from '../../components/PillButton';
import { deferredPart } from '../../lib/lazy-route';
import { useSearchDrawer } from '../../lib/search-drawer';
import { useSlot } from '../../lib/slots';
import * as messages from '../../messages/pt-BR';
import { DesktopNav } from './DesktopNav';
import { BANNER_HEIGHT, BAR_HEIGHT, HEADER_COLLAPSE_THRESHOLD } from './layout-constants';
import { SiteLogo } from './SiteLogo';
import { socialProfiles } from '../../lib/social-networks';
import { useLatestRecipes } from './useLatestRecipes';
import { useLayoutChrome } from './useLayoutChrome';
import { useScrolledPast } from './useScrolledPast';

// Drawers load on first use: a reader who never opens them never downloads them.
const loadMobileMenu = () => import('./MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer }));
const MobileMenuDrawer = lazy(loadMobileMenu);

// The strip hydrates from its own chunk (its server HTML shows at once); it owns its paging state, and takes no
// props, so header re-renders (the banner collapsing on scroll) never reach it before it has hydrated.
const LatestRecipesStrip = deferredPart('src/features/layout/LatestRecipesStrip.tsx', () =>
  import('./LatestRecipesStrip').then((m) => m.LatestRecipesStrip),
);

// The e-book promotion: plain links whose code hydrates from its own chunk; the strip that collapses it on scroll
// stays here, and once collapsed it leaves the tab order too.
const PromoBanner = deferredPart('src/features/layout/PromoBanner.tsx', () =>
  import('./PromoBanner').then((m) => m.PromoBanner),
);

// The header's profile links (desktop only) are plain links that work before any script: their glyphs hydrate
// from their own chunk. Props stay stable (memoised profiles, a hoisted sx) so header re-renders never reach them.
const SocialIconLinks = deferredPart('src/components/SocialIconLinks.tsx', () =>
  import('../../components/SocialIconLinks').then((m) => m.SocialIconLinks),
);
// Beside the search and sign-in where the bar has room: from 1200 px (below, the desktop nav and a creator's 'Ir
// para Dashboard' leave none), and on tablets in the phone layout (720 to 900 px). On a phone they are at the foot of
// the menu drawer, always in view.
const socialLinksSx = {
  display: { xs: 'none', lg: 'flex' },
  '@media (min-width: 720px) and (max-width: 899.95px)': { display: 'flex' },
  color: 'text.secondary',
  pr: 1.5,
  mr: 0.5,
  borderRight: '1px solid',
  borderColor: 'divider',
} as const;

const t = messages.layout;

/**
 * The fixed header (promo banner over the main bar) and the latest-recipes strip below it. The header is fixed rather
 * than sticky, and a spacer of its full height stays in the page, so collapsing the banner never moves the content.
 */
export function SiteHeader() {
  const { categories, socialMedia } = useLayoutChrome();
  // The first page of newest recipes (shared, through the cache, with the strip) for the Receitas dropdown.
  const latest = useLatestRecipes();
  const collapsed = useScrolledPast(HEADER_COLLAPSE_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const [menuUsed, setMenuUsed] = useState(false);
  const search = useSearchDrawer();
  const AccountArea = useSlot('AccountArea');
  const profiles = useMemo(() => socialProfiles(socialMedia), [socialMedia]);
  const youtubeUrl = profiles.find((p) => p.key === 'youtube')?.url ?? null;

  return (
    <>
      <Box
        component="header"
        // mui-fixed: MUI pads it like the body when a drawer locks scrolling, so nothing jumps.
        className="mui-fixed"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 'appBar',
          display: 'flex',
          flexDirection: 'column',
          color: 'text.primary',
          bgcolor: 'rgba(255,255,255,0.97)',
          WebkitBackdropFilter: 'saturate(180%) blur(8px)',
          backdropFilter: 'saturate(180%) blur(8px)',
          borderBottom: '1px solid',
          borderColor: 'divider',
          boxShadow: collapsed ? '0 6px 20px -12px rgba(45,36,32,0.3)' : 'none',
          transition: 'box-shadow 200ms',
        }}
      >
        <Box
          sx={{
            height: collapsed ? 0 : BANNER_HEIGHT,
            visibility: collapsed ? 'hidden' : 'visible',
            overflow: 'hidden',
            bgcolor: 'secondary.dark',
            color: '#fff',
            transition: (theme) =>
              theme.transitions.create(['height', 'visibility'], { duration: theme.transitions.duration.short }),
          }}
        >
          <PromoBanner />
        </Box>
        <Container maxWidth="xl">
          <Box sx={{ height: BAR_HEIGHT, display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 2 } }}>
            <Box component="span" sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: -1 }}>
              <PillButton
                tone="icon"
                aria-label={t.mobileMenu.open}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
                onPointerEnter={loadMobileMenu}
                onFocus={loadMobileMenu}
              >
                <MenuIcon />
              </PillButton>
            </Box>
            <SiteLogo sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', mr: { md: 1, lg: 2 } }} />
            <DesktopNav categories={categories} recipes={latest.recipes} youtubeUrl={youtubeUrl} />
            <Box sx={{ flex: 1 }} />
            <SocialIconLinks profiles={profiles} size="small" sx={socialLinksSx} />
            <PillButton
              tone="icon"
              aria-label={t.search.open}
              aria-haspopup="dialog"
              aria-expanded={search.isOpen}
              onClick={() => search.open()}
              onPointerEnter={search.preload}
              onFocus={search.preload}
            >
              <SearchIcon />
            </PillButton>
            <AccountArea />
          </Box>
        </Container>
      </Box>
      <Box aria-hidden sx={{ height: { xs: BANNER_HEIGHT + BAR_HEIGHT.xs, md: BANNER_HEIGHT + BAR_HEIGHT.md } }} />
      <LatestRecipesStrip />
      <Suspense fallback={null}>
        {menuUsed && (
          <MobileMenuDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            categories={categories}
            youtubeUrl={youtubeUrl}
            profiles={profiles}
          />
        )}
      </Suspense>
    </>
  );
}
