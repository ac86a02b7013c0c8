import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PillButton } from '../../components/PillButton';
import * as messages from '../../messages/pt-BR';
import {
  STRIP_ARROW_STEP,
  STRIP_DESKTOP_LOAD_AT,
  STRIP_DESKTOP_PAGE_SIZE,
  STRIP_FOLLOW_UP_DELAY_MS,
  STRIP_MOBILE_LOAD_AT,
  STRIP_MOBILE_PAGE_SIZE,
} from './layout-constants';
import { RecipeThumbLink } from './RecipeThumbLink';
import { useLatestRecipes } from './useLatestRecipes';

const t = messages.layout.strip;

/** The horizontal strip of newest recipes under the header; loads further pages as it is scrolled. */
export function LatestRecipesStrip() {
  // False on the server and during hydration (desktop numbers), then the real width.
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  // The server's HTML (and so hydration) holds the first mobile page: what any screen shows before the reader scrolls
  // it. Once live, a desktop strip asks for its first page of 30; what arrives joins off to the right, so nothing moves.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { recipes, hasMore, ready, loadMore } = useLatestRecipes(live && !mobile);
  const pageSize = mobile ? STRIP_MOBILE_PAGE_SIZE : STRIP_DESKTOP_PAGE_SIZE;
  const loadAt = mobile ? STRIP_MOBILE_LOAD_AT : STRIP_DESKTOP_LOAD_AT;
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft >= max - 1 });
    if (max > 0 && el.scrollLeft / max >= loadAt) loadMore(pageSize);
  }, [loadAt, loadMore, pageSize]);

  // Re-measure when recipes arrive or the width changes.
  useEffect(() => {
    onScroll();
    window.addEventListener('resize', onScroll);
    return () => window.removeEventListener('resize', onScroll);
  }, [onScroll, recipes.length]);

  // On desktop a second page follows shortly after the first, while more remain.
  const followedUp = useRef(false);
  useEffect(() => {
    if (mobile || !ready || followedUp.current || !hasMore || recipes.length === 0) return;
    const timer = setTimeout(() => {
      followedUp.current = true;
      loadMore(STRIP_DESKTOP_PAGE_SIZE);
    }, STRIP_FOLLOW_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mobile, ready, hasMore, recipes.length, loadMore]);

  if (recipes.length === 0) return null;

  const scrollByStep = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * STRIP_ARROW_STEP, behavior: 'smooth' });

  return (
    <Box
      component="section"
      aria-label={t.label}
      sx={{ bgcolor: 'background.paper', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ maxWidth: 1440, mx: 'auto', display: 'flex', alignItems: 'center', gap: 1, px: { xs: 0, md: 2 } }}>
        <Arrow label={t.previous} disabled={edges.start} onClick={() => scrollByStep(-1)}>
          <ChevronLeftIcon />
        </Arrow>
        <Box
          component="ul"
          ref={scroller}
          onScroll={onScroll}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            gap: { xs: 0.5, md: 1 },
            listStyle: 'none',
            m: 0,
            px: { xs: 1.5, md: 0 },
            py: 1,
            overflowX: 'auto',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            // Soft fade at both edges so cut-off items read as "more this way".
            maskImage: {
              md: 'linear-gradient(90deg, transparent 0, #000 24px, #000 calc(100% - 24px), transparent 100%)',
            },
          }}
        >
          {recipes.map((recipe) => (
            <Box component="li" key={recipe.recipeId} sx={{ flex: '0 0 auto', maxWidth: { xs: 220, md: 260 } }}>
              <RecipeThumbLink recipe={recipe} size={48} />
            </Box>
          ))}
        </Box>
        <Arrow label={t.next} disabled={edges.end && !hasMore} onClick={() => scrollByStep(1)}>
          <ChevronRightIcon />
        </Arrow>
      </Box>
    </Box>
  );
}

// The frame is styled here, around the pill, so the pill keeps the one shared PillButton style.
const ArrowSlot = styled('span')(({ theme }) => ({
  display: 'none',
  flexShrink: 0,
  [theme.breakpoints.up('md')]: { display: 'inline-flex' },
  '& > button': {
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    '&:hover': { borderColor: theme.palette.primary.light },
  },
}));

function Arrow({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ArrowSlot>
      <PillButton tone="icon" size="small" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </PillButton>
    </ArrowSlot>
  );
}
