import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ListPagination } from '../components/ListPagination';
import { SelectPageCheckbox } from '../components/SelectPageCheckbox';
import { DashboardRecipeCard } from './DashboardRecipeCard';
import { RecipesEmptyState } from './RecipesEmptyState';
import type { DashboardRecipe, DashboardRecipes } from './use-dashboard-recipes';

const t = messages.dashboardRecipes;

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 2.5,
} as const;

interface RecipeListProps {
  recipes: DashboardRecipes;
  /** a search or a status filter is in effect */
  filtered: boolean;
  /** the 1-based page shown */
  page: number;
  onPage: (page: number) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  /** recipes being deleted or changed */
  busy: ReadonlySet<number>;
  onCreate: () => void;
  onClear: () => void;
  onEdit: (recipe: DashboardRecipe) => void;
  onDelete: (recipe: DashboardRecipe) => void;
  onDuplicate: (recipe: DashboardRecipe) => void;
}

/** The list's states: loading, failed (with a retry), empty, nothing matching, or a page of cards and the pages. */
export function RecipeList(props: RecipeListProps) {
  const { recipes, filtered, page, onPage, selected, onSelect, busy } = props;
  const top = useRef<HTMLDivElement>(null);
  if (recipes.failed) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void recipes.reload()}>
            {t.retry}
          </Button>
        }
        sx={{ borderRadius: 2 }}
      >
        {t.loadError}
      </Alert>
    );
  }
  if (!recipes.page) return <LoadingGrid />;
  const { content, totalElements, totalPages } = recipes.page;
  const ids = content.map((recipe) => recipe.recipeId);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <>
      <Box
        ref={top}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
          scrollMarginTop: 16,
        }}
      >
        <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {totalElements > 0 && t.total(totalElements)}
        </Typography>
        {content.length > 0 && (
          <SelectPageCheckbox
            label={t.selection.selectPage}
            chosen={chosen}
            total={ids.length}
            onChange={(checked) => onSelect(ids, checked)}
          />
        )}
      </Box>
      {content.length === 0 ? (
        <RecipesEmptyState filtered={filtered} onCreate={props.onCreate} onClear={props.onClear} />
      ) : (
        <Box
          component="ul"
          aria-label={t.listLabel}
          aria-busy={recipes.updating || undefined}
          sx={{ ...gridSx, opacity: recipes.updating ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {content.map((recipe) => (
            <DashboardRecipeCard
              key={recipe.recipeId}
              recipe={recipe}
              busy={busy.has(recipe.recipeId)}
              selected={selected.has(recipe.recipeId)}
              onSelect={(checked) => onSelect([recipe.recipeId], checked)}
              onEdit={() => props.onEdit(recipe)}
              onDelete={() => props.onDelete(recipe)}
              onDuplicate={() => props.onDuplicate(recipe)}
            />
          ))}
        </Box>
      )}
      <ListPagination label={t.paginationLabel} page={page} totalPages={totalPages} onPage={onPage} top={top} />
    </>
  );
}

function LoadingGrid() {
  return (
    <Box component="ul" aria-label={t.listLabel} aria-busy sx={{ ...gridSx, mt: 4.5 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Card component="li" key={index} aria-hidden>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
          <Box sx={{ p: 2.5 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
