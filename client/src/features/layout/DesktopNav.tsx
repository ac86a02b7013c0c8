import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import * as messages from '../../messages/pt-BR';
import { PillButton } from '../../components/PillButton';
import { RecipesMenu } from './RecipesMenu';
import type { LayoutCategory } from './useLayoutChrome';
import type { RecipeThumb } from './useLatestRecipes';

const t = messages.layout.nav;
const RECIPE_SECTION = /^\/(recipes|recipe-filter|category|craving)(\/|$)/;

/** The desktop nav: Receitas (with its dropdown), E-Book, Youtube when configured, Sobre. */
export function DesktopNav({
  categories,
  recipes,
  youtubeUrl,
}: {
  categories: LayoutCategory[];
  recipes: RecipeThumb[];
  youtubeUrl: string | null;
}) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t.label}
      sx={{ display: { xs: 'none', md: 'flex' }, alignSelf: 'stretch', alignItems: 'center' }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0, height: '100%' }}
      >
        <Box component="li" sx={{ height: '100%' }}>
          <RecipesMenu categories={categories} recipes={recipes} active={RECIPE_SECTION.test(pathname)} />
        </Box>
        <PageLink to="/e-book" current={pathname === '/e-book'}>
          {t.ebook}
        </PageLink>
        {youtubeUrl && (
          <li>
            <PillButton
              component="a"
              href={youtubeUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t.youtube} (${t.newTab})`}
              endIcon={<OpenInNewIcon sx={{ fontSize: '0.9rem', opacity: 0.6 }} />}
            >
              {t.youtube}
            </PillButton>
          </li>
        )}
        <PageLink to="/about" current={pathname === '/about'}>
          {t.about}
        </PageLink>
      </Box>
    </Box>
  );
}

function PageLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <li>
      <PillButton component={RouterLink} to={to} active={current} aria-current={current ? 'page' : undefined}>
        {children}
      </PillButton>
    </li>
  );
}
