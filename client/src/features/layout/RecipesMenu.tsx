import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { deferredPart } from '../../lib/lazy-route';
import * as messages from '../../messages/pt-BR';
import { PillButton } from '../../components/PillButton';
import type { LayoutCategory } from './useLayoutChrome';
import type { RecipeThumb } from './useLatestRecipes';

// The panel's code loads while the page hydrates; its links are in the server HTML from the start.
const RecipesMenuPanel = deferredPart('src/features/layout/RecipesMenuPanel.tsx', () =>
  import('./RecipesMenuPanel').then((m) => m.RecipesMenuPanel),
);
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
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus handed back to the link after Escape must not reopen the menu.
  const returningFocus = useRef(false);
  const panelId = useId();

  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

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
    setOpen(true);
  };
  // Stable: the deferred panel must not see new props on every render of the header (it may not be hydrated yet).
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
      <RecipesMenuPanel id={panelId} open={open} categories={categories} recipes={recipes} onNavigate={hide} />
    </Box>
  );
}
