import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { STATIC_ATTRIBUTE } from '../lib/static-attribute';
import { staticPart } from '../lib/static-part';
import * as messages from '../messages/pt-BR';
import { HydrateWhenVisible } from '../lib/deferred-hydration';
import { deferredPart } from '../lib/lazy-route';
import {
  MAX_SEARCH_LINK_LENGTH,
  SEARCH_PARAM,
  SearchDrawerProvider,
  type SearchDrawerFrame,
  type SearchPrefill,
} from '../lib/search-drawer';
import { SlotsProvider } from '../lib/slots';
import { slots } from './slots';
import { BANNER_HEIGHT, BAR_HEIGHT } from '../features/layout/layout-constants';
import { SiteHeader } from '../features/layout/SiteHeader';
import { NewsletterModalHost } from '../features/newsletter/NewsletterModalHost';

// Below the fold on every page: its code loads while the page hydrates, and it hydrates when it comes near.
const SiteFooter = deferredPart('src/features/layout/SiteFooter.tsx', () =>
  import('../features/layout/SiteFooter').then((m) => m.SiteFooter),
);

// Every public page (and an admin's preview of one) carries the icon sheet its repeated glyphs point to
// (components/SheetIcon.tsx). It never changes: a static part, so the browser keeps the server's copy and never loads
// the drawings' code. The dashboard and the sign-in and print pages show none of those glyphs.
const IconSheet = staticPart('src/components/IconSheet.tsx', () =>
  import('../components/IconSheet').then((m) => m.IconSheet),
);

// The search drawer loads on first use: a reader who never opens it never downloads it.
const loadSearchDrawer = () => import('../features/search/SearchDrawer');
const SearchDrawer = lazy(() => loadSearchDrawer().then((m) => ({ default: m.SearchDrawer })));
const preloadSearchDrawer = () => void loadSearchDrawer();

/** The search drawer's state: closed, or open (empty or filled); mounted from the first opening on. */
function useSearchDrawerState() {
  // `opening` counts the openings: each one starts afresh, even while the last closing still slides out.
  const [state, setState] = useState<{ open: boolean; opening: number; prefill?: SearchPrefill }>({
    open: false,
    opening: 0,
  });
  // The one object the frame provides (lib/search-drawer.tsx): whether it is open reaches only who subscribes.
  const [frame] = useState(() => {
    const listeners = new Set<() => void>();
    let isOpen = false;
    return {
      // A transition: the tap's own feedback (the button's ripple) paints at once, and the drawer (MUI's modal:
      // portal, focus trap, scroll lock) mounts right after without holding that paint.
      open: (prefill?: SearchPrefill) =>
        startTransition(() => setState((s) => ({ open: true, opening: s.opening + 1, prefill }))),
      preload: preloadSearchDrawer,
      isOpen: () => isOpen,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      set(open: boolean) {
        if (open === isOpen) return;
        isOpen = open;
        listeners.forEach((listener) => listener());
      },
    } satisfies SearchDrawerFrame & { set(open: boolean): void };
  });
  useEffect(() => frame.set(state.open), [frame, state.open]);
  // A search link (`/?busca=pão de queijo`, the site search search engines know: WebSite's SearchAction) opens the
  // drawer with its query searched, once the page has hydrated.
  useEffect(() => {
    const term = new URLSearchParams(window.location.search).get(SEARCH_PARAM)?.trim();
    if (term) frame.open({ query: term.slice(0, MAX_SEARCH_LINK_LENGTH) });
  }, [frame]);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { state, frame, close };
}

/** The frame of every public page: skip link, header, the page, footer, and the search drawer over them. */
export function PublicLayout() {
  const search = useSearchDrawerState();
  return (
    <SlotsProvider value={slots}>
      <SearchDrawerProvider value={search.frame}>
        <IconSheet />
        <Frame />
        <Suspense fallback={null}>
          {search.state.opening > 0 && (
            <SearchDrawer
              open={search.state.open}
              opening={search.state.opening}
              prefill={search.state.prefill}
              onClose={search.close}
            />
          )}
        </Suspense>
        <HomeNewsletterModal />
      </SearchDrawerProvider>
    </SlotsProvider>
  );
}

/** Spec §4: the newsletter modal belongs to the home page; it starts afresh on each visit to it. */
function HomeNewsletterModal() {
  const { pathname } = useLocation();
  return pathname === '/' ? <NewsletterModalHost /> : null;
}

/**
 * A click on a link inside a static part (lib/static-part.tsx: a plain <a>, no router link) goes through the router,
 * as a router link's would: a client-side navigation. Anything a plain link does differently stays the browser's: a
 * modifier key, another tab or window, a download, another origin, a jump within the page.
 */
function useStaticLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: React.MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${STATIC_ATTRIBUTE}]`)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}

function Frame() {
  const onStaticLink = useStaticLinks();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} onClick={onStaticLink}>
      {/* In-page anchors (e.g. /about#contact) land below the fixed header. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: BANNER_HEIGHT + BAR_HEIGHT.md + 16 } }} />
      <Box
        component="a"
        href="#conteudo"
        sx={{
          position: 'absolute',
          left: 16,
          top: -100,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: '#fff',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 12 },
        }}
      >
        {messages.layout.skipToContent}
      </Box>
      <SiteHeader />
      <Box component="main" id="conteudo" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <HydrateWhenVisible>
        <SiteFooter />
      </HydrateWhenVisible>
    </Box>
  );
}
