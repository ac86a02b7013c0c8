import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/RouterLink';
import * as messages from '../../messages/pt-BR';
import { MENU_FIRST_COLUMN, MENU_LATEST_RECIPES, MENU_SECOND_COLUMN } from './layout-constants';
import { RecipeThumbLink } from './RecipeThumbLink';
import type { LayoutCategory } from './useLayoutChrome';
import type { RecipeThumb } from './useLatestRecipes';

const t = messages.layout.recipesMenu;

/** The Receitas dropdown's panel: two category columns, All Recipes / Recipes Filter, the 4 latest recipes. */
export function RecipesMenuPanel({
  id,
  open,
  categories,
  recipes,
  onNavigate: hide,
}: {
  id: string;
  open: boolean;
  categories: LayoutCategory[];
  recipes: RecipeThumb[];
  /** a link in the panel was followed */
  onNavigate: () => void;
}) {
  const firstColumn = categories.slice(0, MENU_FIRST_COLUMN);
  const secondColumn = categories.slice(MENU_FIRST_COLUMN, MENU_FIRST_COLUMN + MENU_SECOND_COLUMN);
  const latest = recipes.slice(0, MENU_LATEST_RECIPES);
  return (
    <Box
      id={id}
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
            {t.recipeIndexLink}
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
