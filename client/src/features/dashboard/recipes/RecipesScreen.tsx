import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecipeBulkAction } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import * as messages from '../../../messages/pt-BR';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { EDIT_PARAM } from './edit-link';
import { useSelection } from '../components/use-selection';
import { ConfirmDialog } from './ConfirmDialog';
import { RecipeFormDialog, type RecipePrefill } from './RecipeFormDialog';
import { ImportExportMenu } from '../imports/ImportExportMenu';
import { ImportRecipeDialog, type ImportedRecipe } from '../imports/ImportRecipeDialog';
import { fromImport } from './recipe-form-model';
import { RecipeList } from './RecipeList';
import { RecipeSelectionBar } from './RecipeSelectionBar';
import { RecipesToolbar } from './RecipesToolbar';
import { ShareBar, type SavedRecipe } from './ShareBar';
import { readListParams, sortOf, writeListParams, type RecipeListParams } from './recipe-list-params';
import { isPublic } from './recipe-status';
import { useDashboardRecipes, type DashboardRecipe } from './use-dashboard-recipes';
import { DeletionImpact } from '../trash/DeletionImpact';
import { useUndoDelete } from '../trash/use-undo-delete';

const t = messages.dashboardRecipes;

/** Spec §9: searches wait 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/** A question awaiting the admin's answer: delete one recipe, or act on the selected ones. */
type Question =
  { kind: 'delete'; recipe: DashboardRecipe } | { kind: 'bulk'; action: RecipeBulkAction; ids: readonly number[] };
/** The question stays while its dialog fades out (its words would otherwise change under the admin's eyes). */
type Confirming = { question: Question; open: boolean };

/**
 * /dashboard/recipes (spec §2 "Dashboard recipes"): search, status filter with counts, sort, a page of cards with
 * selection and bulk actions, the form and the share bar. The URL holds what is shown, so reload and Back keep it.
 */
export function RecipesScreen() {
  const [params, setParams] = useSearchParams();
  // The router applies a URL change in a transition, so renders may still see the old URL for a while: the list shown
  // is this state (set at once), written to the URL, and read back from it when the URL changes on its own (Back).
  const [list, setList] = useState(() => readListParams(params));
  const url = params.toString();
  useEffect(() => {
    const follow = (query: string) =>
      setList((current) =>
        writeListParams(current).toString() === query ? current : readListParams(new URLSearchParams(query)),
      );
    follow(url);
    // Back and Forward at once: the router's own update may merge with a change still in its transition.
    const onPopState = () => follow(window.location.search.replace(/^\?/, ''));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [url]);
  const [search, setSearch] = useState(list.text);
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const recipes = useDashboardRecipes(list);
  // undefined: the form is closed; null: creating; a number: editing that recipe.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [prefill, setPrefill] = useState<RecipePrefill | null>(null);
  // /dashboard/recipes?editar=12 (a migration's draft, the preview's 'Editar'): that recipe's editor, opened once
  useEffect(() => {
    const id = Number(params.get(EDIT_PARAM));
    if (!Number.isInteger(id) || id < 1) return;
    setEditing(id);
    const rest = new URLSearchParams(params);
    rest.delete(EDIT_PARAM);
    setParams(rest, { replace: true });
  }, []);
  const [saved, setSaved] = useState<SavedRecipe | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoNotice = useUndoDelete(setNotice);
  const { selected, select, clear: clearSelection } = useSelection();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  /** Shows other recipes: a new entry in the history, except while typing a search. */
  const show = (change: Partial<RecipeListParams>, replace = false) => {
    const next = { ...list, ...change };
    clearSelection(); // the selection is of the cards in view
    setList(next);
    setParams(writeListParams(next), { replace });
  };

  // The search reaches the URL (and the server) once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (settled.trim() !== list.text) show({ text: settled.trim(), page: 1 }, true);
    // Only a settled search changes the URL; Back changes the URL, and the box follows (below).
  }, [settled]);
  useEffect(() => {
    setSearch((current) => (current.trim() === list.text ? current : list.text));
  }, [list.text]);

  // A page past the end (the last cards of the last page were deleted, or an old link): the last page.
  const totalPages = recipes.page?.totalPages;
  useEffect(() => {
    if (totalPages && list.page > totalPages) show({ page: totalPages }, true);
  }, [totalPages, list.page]);

  const create = () => {
    setPrefill(null);
    setEditing(null);
  };
  const onImported = (result: ImportedRecipe) => {
    const { recipe, source } = result;
    let site = source.siteName ?? '';
    if (!site && source.url) site = new URL(source.url).hostname.replace(/^www\./, '');
    const warnings = [...result.warnings];
    if (recipe.suggestedCategories.length) {
      warnings.push(messages.dashboardImport.editor.suggested(recipe.suggestedCategories.join(', ')));
    }
    setImporting(false);
    setPrefill({ form: fromImport(recipe), siteName: site || messages.dashboardImport.single.tabs.html, warnings });
    setEditing(null);
  };
  const clearFilters = () => {
    setSearch('');
    show({ text: '', status: 'ALL', page: 1 });
  };
  const onSaved = (recipe: SavedRecipe, mode: 'create' | 'update') => {
    setEditing(undefined);
    setNotice(null);
    setSaved(recipe);
    // spec §4: create reloads the list; update replaces the card in place.
    void (mode === 'create' ? recipes.reload() : recipes.refresh(recipe.recipeId));
  };

  const remove = async (recipe: DashboardRecipe) => {
    setBusy(new Set([recipe.recipeId]));
    const done = await recipes.remove(recipe.recipeId);
    setBusy(new Set());
    setNotice(
      done
        ? undoNotice({
            kind: 'RECIPE',
            ids: [recipe.recipeId],
            title: recipe.title,
            text: t.deleted(recipe.title),
            onRestored: () => recipes.reload(),
          })
        : { severity: 'error', text: t.deleteError },
    );
    if (done && saved?.recipeId === recipe.recipeId) setSaved(null);
  };

  /** 'Duplicar': a draft copy, opened in the editor to be made into the variation. */
  const duplicate = async (recipe: DashboardRecipe) => {
    setBusy(new Set([recipe.recipeId]));
    const copy = await recipes.duplicate(recipe.recipeId);
    setBusy(new Set());
    if (!copy) return setNotice({ severity: 'error', text: t.duplicateError });
    setNotice({ severity: 'success', text: t.duplicated(copy.title) });
    setPrefill(null);
    setEditing(copy.recipeId);
  };

  const runBulk = async (action: RecipeBulkAction, ids: readonly number[]) => {
    setBusy(new Set(ids));
    const changed = await recipes.bulk(ids, action);
    setBusy(new Set());
    if (changed === null) {
      setNotice({ severity: 'error', text: t.bulk.error });
      return;
    }
    clearSelection();
    setNotice(
      action === 'DELETE'
        ? undoNotice({ kind: 'RECIPE', ids, text: t.bulk.DELETE.done(changed), onRestored: () => recipes.reload() })
        : { severity: 'success', text: t.bulk[action].done(changed) },
    );
    if (action === 'DELETE' && saved && ids.includes(saved.recipeId)) setSaved(null);
  };

  const ask = (question: Question) => setConfirming({ question, open: true });
  const answer = (confirmed: boolean) => {
    setConfirming((current) => current && { ...current, open: false });
    const question = confirming?.open ? confirming.question : null;
    if (!confirmed || !question) return;
    void (question.kind === 'delete' ? remove(question.recipe) : runBulk(question.action, question.ids));
  };

  const savedRecipe = saved && recipes.page?.content.find((recipe) => recipe.recipeId === saved.recipeId);

  return (
    <>
      <DashboardPageHeader
        title={messages.dashboard.sections.recipes.title}
        actions={
          <>
            <ImportExportMenu
              onImportOne={() => setImporting(true)}
              onNotice={setNotice}
              onArchiveImported={() => void recipes.reload()}
            />
            <Button variant="contained" startIcon={<AddRounded />} onClick={create}>
              {t.newRecipe}
            </Button>
          </>
        }
      />
      {saved && (
        <ShareBar recipe={saved} isPublic={savedRecipe ? isPublic(savedRecipe) : true} onClose={() => setSaved(null)} />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      <RecipesToolbar
        search={search}
        onSearch={setSearch}
        status={list.status}
        onStatus={(status) => show({ status, page: 1 })}
        counts={recipes.page?.counts}
        sort={sortOf(list)}
        searching={Boolean(list.text)}
        onSort={(sort) => show({ sort, page: 1 })}
      />
      <RecipeList
        recipes={recipes}
        filtered={Boolean(list.text) || list.status !== 'ALL'}
        page={list.page}
        onPage={(page) => show({ page })}
        selected={selected}
        onSelect={select}
        busy={busy}
        onCreate={create}
        onClear={clearFilters}
        onEdit={(recipe) => setEditing(recipe.recipeId)}
        onDelete={(recipe) => ask({ kind: 'delete', recipe })}
        onDuplicate={(recipe) => void duplicate(recipe)}
      />
      <RecipeSelectionBar
        count={selected.size}
        busy={busy.size > 0}
        onAction={(action) => ask({ kind: 'bulk', action, ids: [...selected] })}
        onClear={clearSelection}
      />
      <ConfirmQuestion confirming={confirming} onAnswer={answer} />
      <ImportRecipeDialog open={importing} onClose={() => setImporting(false)} onImported={onImported} />
      <RecipeFormDialog
        open={editing !== undefined}
        recipeId={editing ?? null}
        prefill={editing === null ? prefill : null}
        onClose={() => {
          setEditing(undefined);
          setPrefill(null);
        }}
        onSaved={onSaved}
      />
    </>
  );
}

/** The confirmation a delete or a bulk action waits for. */
function ConfirmQuestion({
  confirming,
  onAnswer,
}: {
  confirming: Confirming | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const question = confirming?.question;
  const bulk = question?.kind === 'bulk' ? t.bulk[question.action] : null;
  return (
    <ConfirmDialog
      open={Boolean(confirming?.open)}
      title={question?.kind === 'bulk' ? t.bulk[question.action].title(question.ids.length) : t.deleteTitle}
      confirmLabel={bulk ? bulk.action : t.actions.delete}
      cancelLabel={t.bulk.cancel}
      destructive={question?.kind === 'delete' || question?.action === 'DELETE'}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      {bulk ? bulk.text : question?.kind === 'delete' ? t.confirmDelete(question.recipe.title) : null}
      {confirming?.open && (question?.kind === 'delete' || question?.action === 'DELETE') && (
        <DeletionImpact kind="RECIPE" ids={question.kind === 'delete' ? [question.recipe.recipeId] : question.ids} />
      )}
    </ConfirmDialog>
  );
}
