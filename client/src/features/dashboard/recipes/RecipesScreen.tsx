import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { DashboardRecipeCard } from './DashboardRecipeCard';
import { RecipeFormDialog } from './RecipeFormDialog';
import { RecipesEmptyState } from './RecipesEmptyState';
import { RecipesToolbar } from './RecipesToolbar';
import { ShareBar, type SavedRecipe } from './ShareBar';
import { isPublic, type StatusFilter } from './recipe-status';
import { useDashboardRecipes, type DashboardRecipe } from './use-dashboard-recipes';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';

const t = messages.dashboardRecipes;
const SEARCH_DEBOUNCE_MS = 250;

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 2.5,
} as const;

/** /dashboard/recipes (spec §2 "Dashboard recipes"): search, status filter, the card grid, the form and the share bar. */
export function RecipesScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const recipes = useDashboardRecipes(query, status);
  // undefined: the form is closed; null: creating; a number: editing that recipe.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [saved, setSaved] = useState<SavedRecipe | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const create = () => setEditing(null);
  const clearFilters = () => {
    setSearch('');
    setStatus('ALL');
  };

  const onSaved = (recipe: SavedRecipe, mode: 'create' | 'update') => {
    setEditing(undefined);
    setNotice(null);
    setSaved(recipe);
    // spec §4: create reloads the list; update replaces the card in place.
    void (mode === 'create' ? recipes.reload() : recipes.refresh(recipe.recipeId));
  };

  const remove = async (recipe: DashboardRecipe) => {
    if (!window.confirm(t.confirmDelete(recipe.title))) return;
    setDeleting(recipe.recipeId);
    const done = await recipes.remove(recipe.recipeId);
    setDeleting(null);
    setNotice(
      done ? { severity: 'success', text: t.deleted(recipe.title) } : { severity: 'error', text: t.deleteError },
    );
    if (done && saved?.recipeId === recipe.recipeId) setSaved(null);
  };

  const savedRecipe = saved && recipes.all?.find((recipe) => recipe.recipeId === saved.recipeId);
  const filtered = Boolean(query.trim()) || status !== 'ALL';

  return (
    <>
      <DashboardPageHeader
        title={messages.dashboard.sections.recipes.title}
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={create}>
            {t.newRecipe}
          </Button>
        }
      />
      {saved && (
        <ShareBar recipe={saved} isPublic={savedRecipe ? isPublic(savedRecipe) : true} onClose={() => setSaved(null)} />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      <RecipesToolbar search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
      <RecipeList
        recipes={recipes}
        filtered={filtered}
        deleting={deleting}
        onCreate={create}
        onClear={clearFilters}
        onEdit={(recipe) => setEditing(recipe.recipeId)}
        onDelete={remove}
      />
      <RecipeFormDialog
        open={editing !== undefined}
        recipeId={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={onSaved}
      />
    </>
  );
}

interface RecipeListProps {
  recipes: ReturnType<typeof useDashboardRecipes>;
  filtered: boolean;
  deleting: number | null;
  onCreate: () => void;
  onClear: () => void;
  onEdit: (recipe: DashboardRecipe) => void;
  onDelete: (recipe: DashboardRecipe) => void;
}

/** The list's states: loading, failed (with a retry), empty, nothing matching, or the cards. */
function RecipeList({ recipes, filtered, deleting, onCreate, onClear, onEdit, onDelete }: RecipeListProps) {
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
  if (recipes.loading) {
    return (
      <Box component="ul" aria-label={t.listLabel} aria-busy sx={gridSx}>
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
  const total = recipes.all?.length ?? 0;
  const shown = recipes.shown;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem', mb: 2 }}>
        {total > 0 && t.shown(shown.length, total)}
      </Typography>
      {shown.length === 0 ? (
        <RecipesEmptyState filtered={filtered && total > 0} onCreate={onCreate} onClear={onClear} />
      ) : (
        <Box component="ul" aria-label={t.listLabel} sx={gridSx}>
          {shown.map((recipe) => (
            <DashboardRecipeCard
              key={recipe.recipeId}
              recipe={recipe}
              busy={deleting === recipe.recipeId}
              onEdit={() => onEdit(recipe)}
              onDelete={() => onDelete(recipe)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
