import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { RouterLink } from '../../components/RouterLink';
import { whenIdle } from '../../lib/deferred-hydration';
import * as messages from '../../messages/pt-BR';
import { PillButton } from '../../components/PillButton';
import type { LayoutCategory } from './useLayoutChrome';
import type { RecipeThumb } from './useLatestRecipes';

// The panel is drawn in the browser only: until the header has hydrated it could not open anyway, and a phone never
// shows it (the desktop nav is hidden there), so neither its HTML nor its code is in the page. A wide screen fetches
// its code once the browser is idle after the page is live; the first hover or focus mounts it.
const loadPanel = () => import('./RecipesMenuPanel');
const RecipesMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.RecipesMenuPanel })));
/** MUI's md breakpoint: where the desktop nav shows. */
const WIDE_SCREEN = '(min-width: 900px)';
const CLOSE_DELAY_MS = 150;

/**
 * 'Receitas' in the desktop nav: a link to /recipes whose dropdown opens on hover and on keyboard focus (spec §2),
 * so the panel's links are one Tab away; Escape closes it.
 */
export function RecipesMenu({
  categories,
  recipes,
  active,
}: {
  categories: LayoutCategory[];
  recipes: RecipeThumb[];
  /** the current page belongs to the recipes section */
  active: boolean;
}) {
  const [open, setOpen] = useState(false);
  // the panel is mounted from the first time the reader reaches for it, and stays (closed: display none)
  const [wanted, setWanted] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus handed back to the link after Escape must not reopen the menu.
  const returningFocus = useRef(false);
  const panelId = useId();

  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!window.matchMedia?.(WIDE_SCREEN).matches) return;
    return whenIdle(() => void loadPanel().catch(() => undefined));
  }, []);

  // A press anywhere outside the menu closes it (touch and mouse alike).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = () => {
    clearTimeout(closeTimer.current);
    setWanted(true);
    setOpen(true);
  };
  // Stable: the outside-press listener and the panel's links close the menu with it.
  const hide = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const onLinkFocus = (event: FocusEvent<HTMLElement>) => {
    if (returningFocus.current) returningFocus.current = false;
    else if (event.currentTarget.matches(':focus-visible')) show();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      const link = rootRef.current?.querySelector<HTMLAnchorElement>(':scope > a');
      returningFocus.current = document.activeElement !== link;
      link?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    <Box
      ref={rootRef}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      sx={{ height: '100%', display: 'flex', alignItems: 'center' }}
    >
      <PillButton
        component={RouterLink}
        to="/recipes"
        active={open || active}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={hide}
        onFocus={onLinkFocus}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ fontSize: '1.25rem', transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
      >
        {messages.layout.nav.recipes}
      </PillButton>
      {wanted && (
        <Suspense fallback={null}>
          <RecipesMenuPanel id={panelId} open={open} categories={categories} recipes={recipes} onNavigate={hide} />
        </Suspense>
      )}
    </Box>
  );
}
