import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as messages from '../../messages/pt-BR';
import { MENU_FIRST_COLUMN, MENU_LATEST_RECIPES, MENU_SECOND_COLUMN } from './layout-constants';
import { NavButton } from './NavButton';
import { RecipeThumbLink } from './RecipeThumbLink';
import type { LayoutCategory } from './useLayoutChrome';
import type { RecipeThumb } from './useLatestRecipes';

const t = messages.layout.recipesMenu;
const CLOSE_DELAY_MS = 150;
/** A mouse click this soon after hover opened the menu keeps it open instead of toggling it shut. */
const HOVER_GRACE_MS = 500;

/** 'Receitas' in the desktop nav with its dropdown; opens on hover, click, Enter/Space or keyboard focus. */
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
  const openedAt = useRef(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus handed back to the button after Escape must not reopen the menu.
  const returningFocus = useRef(false);
  const panelId = useId();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    const fromKeyboard = event.detail === 0;
    if (open && (fromKeyboard || Date.now() - openedAt.current > HOVER_GRACE_MS)) hide();
    else show();
  };
  const onButtonFocus = (event: FocusEvent<HTMLButtonElement>) => {
    if (returningFocus.current) returningFocus.current = false;
    else if (event.currentTarget.matches(':focus-visible')) show();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      returningFocus.current = document.activeElement !== buttonRef.current;
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  const firstColumn = categories.slice(0, MENU_FIRST_COLUMN);
  const secondColumn = categories.slice(MENU_FIRST_COLUMN, MENU_FIRST_COLUMN + MENU_SECOND_COLUMN);
  const latest = recipes.slice(0, MENU_LATEST_RECIPES);

  return (
    <ClickAwayListener onClickAway={hide}>
      <Box
        onMouseEnter={show}
        onMouseLeave={hideSoon}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        sx={{ height: '100%', display: 'flex', alignItems: 'center' }}
      >
        <NavButton
          ref={buttonRef}
          active={open || active}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onButtonClick}
          onFocus={onButtonFocus}
          endIcon={
            <KeyboardArrowDownIcon
              sx={{ fontSize: '1.25rem', transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          }
        >
          {messages.layout.nav.recipes}
        </NavButton>
        <Box
          id={panelId}
          sx={{
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            bgcolor: 'background.paper',
            borderTop: '1px solid',
            borderBottom: '1px solid',
            borderColor: 'divider',
            boxShadow: '0 18px 40px -18px rgba(45,36,32,0.35)',
          }}
        >
          <Container
            maxWidth="xl"
            sx={{
              py: 4,
              display: 'grid',
              gridTemplateColumns: '1fr 1fr 0.9fr 1.6fr',
              gap: 4,
            }}
          >
            <MenuColumn title={t.categories}>
              {firstColumn.map((c) => (
                <MenuLink key={c.categoryId} to={`/category/${c.categoryId}`} onClick={hide}>
                  {c.name}
                </MenuLink>
              ))}
            </MenuColumn>
            <MenuColumn title={'\u00a0'} decorative>
              {secondColumn.map((c) => (
                <MenuLink key={c.categoryId} to={`/category/${c.categoryId}`} onClick={hide}>
                  {c.name}
                </MenuLink>
              ))}
            </MenuColumn>
            <MenuColumn title={t.explore}>
              <MenuLink to="/recipes" onClick={hide} strong>
                {t.allRecipes}
              </MenuLink>
              <MenuLink to="/recipe-filter" onClick={hide} strong>
                {t.recipesFilter}
              </MenuLink>
            </MenuColumn>
            <Box>
              <ColumnTitle>{t.latest}</ColumnTitle>
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
              >
                {latest.map((recipe) => (
                  <li key={recipe.recipeId}>
                    <RecipeThumbLink recipe={recipe} size={64} onClick={hide} />
                  </li>
                ))}
              </Box>
            </Box>
          </Container>
        </Box>
      </Box>
    </ClickAwayListener>
  );
}

function ColumnTitle({ children, decorative }: { children: string; decorative?: boolean }) {
  return (
    <Typography
      variant="overline"
      component="p"
      aria-hidden={decorative || undefined}
      sx={{ color: 'secondary.main', fontSize: '0.72rem', mb: 1.5, display: 'block', lineHeight: 1.5 }}
    >
      {children}
    </Typography>
  );
}

function MenuColumn({ title, decorative, children }: { title: string; decorative?: boolean; children: ReactNode }) {
  return (
    <Box>
      <ColumnTitle decorative={decorative}>{title}</ColumnTitle>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {children}
      </Box>
    </Box>
  );
}

function MenuLink({
  to,
  onClick,
  strong,
  children,
}: {
  to: string;
  onClick: () => void;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        component={RouterLink}
        to={to}
        onClick={onClick}
        underline="none"
        sx={{
          color: strong ? 'primary.main' : 'text.primary',
          fontWeight: strong ? 700 : 500,
          fontSize: '0.95rem',
          '&:hover': { color: 'primary.dark' },
        }}
      >
        {children}
      </Link>
    </li>
  );
}
