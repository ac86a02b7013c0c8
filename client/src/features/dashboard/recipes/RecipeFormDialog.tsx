import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { uploadImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from './ConfirmDialog';
import { ConflictDialog, type ConflictState } from './ConflictDialog';
import { conflictsOf, mergeForms, type ConflictChoice } from './recipe-conflict';
import { RevisionHistoryDialog } from './RevisionHistoryDialog';
import { DiscardRecipeAutosaveMutation, RecipeAutosaveQuery } from './recipe-revision-operations';
import { fromSnapshot, parseSnapshot } from './recipe-snapshot';
import { useServerAutosave } from './use-server-autosave';
import { isSessionError, useReauthenticate } from '../reauthenticate';
import { ErrorSummary, focusField } from './ErrorSummary';
import { LoadingRecipe } from './LoadingRecipe';
import { RecoveryPrompt } from './RecoveryPrompt';
import {
  autosaveKey,
  clearOfferedCopies,
  clearSavedForm,
  findCopy,
  useAutosave,
  type FoundCopy,
} from './form-autosave';
import type { FormUpdater } from './form-section';
import { PublicationSelect, submitLabel } from './PublicationFields';
import {
  CreateRecipeMutation,
  RecipeForEditQuery,
  RecipeFormOptionsQuery,
  UpdateRecipeMutation,
} from './recipe-form-operations';
import {
  emptyForm,
  fieldOfServerError,
  fromRecipe,
  sameContent,
  toInput,
  validate,
  type FormErrors,
  type RecipeFormState,
} from './recipe-form-model';
import { RecipeFormFields } from './RecipeFormFields';

const t = messages.recipeForm;

export interface SavedRecipe {
  recipeId: number;
  title: string;
  description?: string | null;
  imageUrl?: { medium?: string | null } | null;
}

/** A new recipe read from another site's page: the form opens filled with it, as a draft. */
export interface RecipePrefill {
  form: RecipeFormState;
  /** the site's name, or its address */
  siteName: string;
  /** what the creator should check (the server's list, then the page's categories the site lacks) */
  warnings: string[];
}

export interface RecipeFormDialogProps {
  open: boolean;
  /** null: create a new recipe */
  recipeId: number | null;
  /** with recipeId null: an import to review */
  prefill?: RecipePrefill | null;
  onClose: () => void;
  onSaved: (recipe: SavedRecipe, mode: 'create' | 'update') => void;
}

/**
 * The recipe create/edit dialog (spec §4): every field of the recipe, validated in the form in pt-BR. Each opening
 * starts from a fresh form (closing resets it); unsaved work is kept in this browser and offered back.
 */
export function RecipeFormDialog(props: RecipeFormDialogProps) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  return <RecipeFormSession key={`${session}:${props.recipeId ?? 'new'}`} {...props} />;
}

/** Where the recipe came from and what to check, above an imported recipe's fields. */
function ImportNotice({ prefill }: { prefill: RecipePrefill }) {
  const i = messages.dashboardImport.editor;
  return (
    <Alert severity={prefill.warnings.length ? 'warning' : 'info'} sx={{ mb: 2 }}>
      <AlertTitle>{i.importedFrom(prefill.siteName)}</AlertTitle>
      {i.review}
      {prefill.warnings.length > 0 && (
        <Box component="ul" aria-label={i.warningsTitle} sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {prefill.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The copy to offer back (this tab's, or one a closed tab left) when it holds something other than `base`. */
function differingCopy(key: string, base: RecipeFormState): FoundCopy | null {
  const found = findCopy(key);
  if (!found) return null;
  if (!sameContent(found.saved.form, base)) return found;
  // nothing in it the site lacks: it goes without a question
  clearSavedForm(found.key);
  return null;
}

/** The shortcut as this computer writes it. */
const saveShortcut = () =>
  /Mac|iPhone|iPad/.test(navigator.userAgent) ? t.shortcutHint.replace('Ctrl+', '⌘') : t.shortcutHint;

/** The recovery question's key for the site's autosave (this browser's copies have storage keys). */
const SITE_COPY = 'site';

/** Ctrl+S / ⌘S: the browser's own 'save page' would only save a copy of the dashboard. */
const isSaveShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';

/** Enter in a one-line field must not save the whole recipe (the browser's implicit submission). */
function blockImplicitSubmit(event: KeyboardEvent) {
  const target = event.target;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && !['submit', 'button'].includes(target.type)) {
    event.preventDefault();
  }
}

function RecipeFormSession({ open, recipeId, prefill, onClose, onSaved }: RecipeFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const mode = recipeId === null ? 'create' : 'update';
  // An import keeps its safety copy apart from the one of a new recipe typed here (neither overwrites the other).
  const storageKey = recipeId === null && prefill ? `${autosaveKey(null)}:import` : autosaveKey(recipeId);

  const recipeQuery = useQuery(RecipeForEditQuery, {
    variables: { id: recipeId ?? 0 },
    skip: recipeId === null || !open,
    fetchPolicy: 'network-only',
  });
  const optionsQuery = useQuery(RecipeFormOptionsQuery, { skip: !open, fetchPolicy: 'cache-and-network' });
  const { data: choices, loading: choicesLoading, error: choicesError } = optionsQuery;
  const options = useMemo(
    () => ({
      categories: choices?.categories ?? [],
      cravings: choices?.cravings ?? [],
      occasions: choices?.occasions ?? [],
      loading: choicesLoading,
      failed: Boolean(choicesError),
    }),
    [choices, choicesLoading, choicesError],
  );
  const [createRecipe] = useMutation(CreateRecipeMutation);
  const reauthenticate = useReauthenticate();
  const [updateRecipe] = useMutation(UpdateRecipeMutation);

  const [initial] = useState(() => (recipeId === null ? emptyForm() : null));
  const [baseline, setBaseline] = useState<RecipeFormState | null>(initial);
  // An import is unsaved work from the start: closing asks first, and its safety copy is kept.
  const [form, setForm] = useState<RecipeFormState | null>(() =>
    recipeId === null && prefill ? prefill.form : initial,
  );
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<string | null>(null);
  // the recipe version the form started from: sent with the save, which the server refuses if the recipe moved on
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [recovery, setRecovery] = useState<FoundCopy | null>(() => {
    if (!initial) return null;
    if (!prefill) return differingCopy(storageKey, initial);
    // the same page imported again after a crash or a reload: the review done on it is offered back
    const copy = differingCopy(storageKey, prefill.form);
    return copy && copy.saved.form.sourceUrl === prefill.form.sourceUrl ? copy : null;
  });
  const stored = recipeQuery.data?.recipe;
  // what she typed in another browser, device or tab and did not save, kept on the site (use-server-autosave.ts)
  const siteAutosave = useQuery(RecipeAutosaveQuery, {
    variables: { recipeId: recipeId ?? 0 },
    skip: recipeId === null || !open,
    fetchPolicy: 'network-only',
  });
  const [discardSiteAutosave] = useMutation(DiscardRecipeAutosaveMutation);
  // 'pending' until the site's autosave has been looked at (once, when both answers are in)
  const [siteCopyChecked, setSiteCopyChecked] = useState(false);
  if (stored && baseline === null) {
    const loaded = fromRecipe(stored);
    setBaseline(loaded);
    setForm(loaded);
    setBaseUpdatedAt(stored.updatedAt);
    setBaseVersion(stored.version);
    const local = differingCopy(storageKey, loaded);
    setRecovery(local);
    // this browser's copy comes first; the site's is offered when there is none
    if (local) setSiteCopyChecked(true);
  }
  if (stored && baseline && !siteCopyChecked && (siteAutosave.data || siteAutosave.error)) {
    setSiteCopyChecked(true);
    const copy = siteAutosave.data?.recipeAutosave;
    const snapshot =
      copy && Date.parse(copy.createdAt) > Date.parse(stored.updatedAt) ? parseSnapshot(copy.snapshot) : null;
    if (copy && snapshot && recovery === null && form && sameContent(form, baseline)) {
      const names = {
        cravings: new Map(options.cravings.map((c) => [c.id, c.name])),
        occasions: new Map(options.occasions.map((o) => [o.id, o.name])),
      };
      const kept = fromSnapshot(snapshot, baseline, names);
      if (!sameContent(kept, baseline)) {
        setRecovery({
          key: SITE_COPY,
          saved: { savedAt: copy.createdAt, baseUpdatedAt: null, baseVersion: copy.baseVersion ?? null, form: kept },
        });
      }
    }
  }

  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const dirty = Boolean(form && baseline && !sameContent(form, baseline));
  const autosave = useAutosave(storageKey, form, {
    enabled: recovery === null,
    dirty,
    baseUpdatedAt,
    baseVersion,
  });
  // an edit is also kept on the site as the recipe's autosave (another browser, a lost laptop)
  const serverAutosave = useServerAutosave(recipeId, form, {
    enabled: recovery === null && !saving,
    dirty,
    baseVersion,
  });
  const client = useApolloClient();
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  // the site's version of the recipe, while the conflict question is open
  const [theirs, setTheirs] = useState<{ form: RecipeFormState; version: number; updatedAt: string } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [restoredNotice, setRestoredNotice] = useState<string | null>(null);
  const errors = useMemo(
    () => (form && attempted ? { ...validate(form), ...serverErrors } : serverErrors),
    [form, attempted, serverErrors],
  );

  useEffect(() => {
    if (!focusRequest) return;
    focusField(focusRequest);
    setFocusRequest(null);
  }, [focusRequest]);

  // Leaving the page with unsaved changes asks first (the copy in local storage is the second safety net).
  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);

  const update: FormUpdater = useCallback((change) => {
    setForm((current) => current && change(current));
    setServerErrors((current) => (Object.keys(current).length ? {} : current));
  }, []);

  const onUploadingChange = useCallback((uploading: boolean) => setUploads((n) => n + (uploading ? 1 : -1)), []);
  // The editor reports its own pending images (from the moment one is pasted until it has its URL) through
  // onUploadingChange, so a save meanwhile waits instead of dropping the image.
  const uploadBodyImage = useCallback(async (file: File) => (await uploadImage(file)).medium, []);

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form) void saveForm(form, baseVersion);
  };

  /** The save refused as stale: the site's version is fetched and the fields it changed are put to her. */
  const openConflict = async (mine: RecipeFormState) => {
    if (recipeId === null || !baseline) return;
    setConflict({ status: 'loading' });
    try {
      const result = await client.query({
        query: RecipeForEditQuery,
        variables: { id: recipeId },
        fetchPolicy: 'network-only',
      });
      const latest = result.data?.recipe;
      if (!latest) throw new Error('the recipe is gone');
      const latestForm = fromRecipe(latest);
      const names = new Map(options.categories.map((c) => [c.categoryId, c.name]));
      for (const c of latest.category) names.set(c.categoryId, c.name);
      setTheirs({ form: latestForm, version: latest.version, updatedAt: latest.updatedAt });
      setConflict({
        status: 'ready',
        conflicts: conflictsOf(baseline, mine, latestForm, (id) => names.get(id) ?? String(id)),
      });
    } catch {
      setConflict({ status: 'failed' });
    }
  };

  const resolveConflict = (choices: Record<string, ConflictChoice>) => {
    if (!form || !theirs) return;
    const merged = mergeForms(form, theirs.form, choices);
    // from now on the form starts from the site's version: the next save is checked against it
    setBaseline(theirs.form);
    setBaseVersion(theirs.version);
    setBaseUpdatedAt(theirs.updatedAt);
    setForm(merged);
    setConflict(null);
    setTheirs(null);
    void saveForm(merged, theirs.version);
  };

  /** A revision restored from the history: the form shows the recipe as it now is. */
  const onRestored = (
    recipe: Parameters<typeof fromRecipe>[0] & { version: number; updatedAt: string },
    when: string,
  ) => {
    const loaded = fromRecipe(recipe);
    setBaseline(loaded);
    setForm(loaded);
    setBaseVersion(recipe.version);
    setBaseUpdatedAt(recipe.updatedAt);
    setServerErrors({});
    setSaveError(null);
    autosave.discard();
    setHistoryOpen(false);
    setRestoredNotice(t.history.restored(when));
  };

  const saveForm = async (form: RecipeFormState, expectedVersion: number | null) => {
    if (saving) return;
    if (uploads > 0) return setSaveError(t.actions.waitUpload);
    const now = new Date();
    const problems = validate(form, now);
    setAttempted(true);
    setServerErrors({});
    setSaveError(null);
    const first = Object.keys(problems)[0];
    if (first) return setFocusRequest(first);
    setSaving(true);
    const input = toInput(form, now);
    const save = async () =>
      recipeId === null
        ? (await createRecipe({ variables: { input } })).data?.createRecipe
        : (await updateRecipe({ variables: { id: recipeId, input, expectedVersion } })).data?.updateRecipe;
    try {
      let saved;
      try {
        saved = await save();
      } catch (error) {
        // the session ran out while she wrote: she signs in again over the form, and the same save goes on
        if (!isSessionError(error) || !(await reauthenticate())) throw error;
        saved = await save();
      }
      if (!saved) throw new Error('The server answered without the recipe');
      autosave.finish();
      serverAutosave.finish();
      setSaving(false);
      onSaved(
        { recipeId: saved.recipeId, title: saved.title, description: saved.description, imageUrl: saved.imageUrl },
        mode,
      );
      onClose();
    } catch (error) {
      setSaving(false);
      if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'CONFLICT')) {
        void openConflict(form);
        return;
      }
      const named = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.field) : undefined;
      const field = named ? fieldOfServerError(form, String(named.extensions?.field)) : null;
      if (named && field) {
        setServerErrors({ [field]: named.message });
        setSaveError(named.message);
        setFocusRequest(field);
      } else {
        setSaveError(isSessionError(error) ? t.sessionExpired : mode === 'create' ? t.createError : t.updateError);
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      fullScreen={fullScreen}
      maxWidth={false}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Ctrl+S / ⌘S saves, as in any editor (not while a question over the form is open)
        if (!isSaveShortcut(event)) return;
        event.preventDefault();
        if (recovery === null && !confirmingClose && conflict === null && !historyOpen)
          formRef.current?.requestSubmit();
      }}
      slotProps={{
        paper: { sx: fullScreen ? {} : { width: '100%', maxWidth: 800, maxHeight: '90vh', m: 2, borderRadius: 3 } },
      }}
    >
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pr: mode === 'update' ? 20 : 7, py: 2 }}>
        {mode === 'create' ? t.titleCreate : t.titleEdit}
      </DialogTitle>
      {mode === 'update' && form && (
        <Button
          onClick={() => setHistoryOpen(true)}
          startIcon={<HistoryRounded />}
          aria-label={t.history.openLabel}
          color="inherit"
          sx={{ position: 'absolute', top: 12, right: 60, color: 'text.secondary' }}
        >
          {t.history.open}
        </Button>
      )}
      <IconButton
        onClick={requestClose}
        aria-label={messages.common.close}
        sx={{ position: 'absolute', top: 10, right: 10, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      {form ? (
        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={submit}
          onKeyDown={blockImplicitSubmit}
          aria-label={t.formLabel}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
            {prefill && mode === 'create' && <ImportNotice prefill={prefill} />}
            {attempted && <ErrorSummary errors={errors} />}
            <RecipeFormFields
              form={form}
              update={update}
              errors={errors}
              disabled={saving}
              options={options}
              onUploadingChange={onUploadingChange}
              uploadBodyImage={uploadBodyImage}
              ratingCount={mode === 'create' ? 0 : (stored?.rating.count ?? null)}
              showSource={Boolean(prefill || stored?.sourceUrl)}
            />
          </DialogContent>
          <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5 }}>
            {saveError && (
              <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
                {saveError}
              </Alert>
            )}
            {restoredNotice && !saveError && (
              <Alert severity="success" onClose={() => setRestoredNotice(null)} sx={{ flexBasis: '100%' }}>
                {restoredNotice}
              </Alert>
            )}
            <PublicationSelect form={form} update={update} disabled={saving} />
            <Box sx={{ flex: '1 1 0', minWidth: 0, display: { xs: 'none', sm: 'block' } }} />
            <Button onClick={requestClose} disabled={saving} color="inherit" sx={{ flex: { xs: 1, sm: 'none' } }}>
              {t.actions.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              title={saveShortcut()}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {saving ? t.actions.saving : submitLabel(form)}
            </Button>
          </DialogActions>
        </Box>
      ) : (
        <LoadingRecipe
          failed={Boolean(recipeQuery.error)}
          onRetry={() => void recipeQuery.refetch().catch(() => {})}
          onClose={onClose}
        />
      )}
      <RecoveryPrompt
        saved={recovery?.saved ?? null}
        fromSite={recovery?.key === SITE_COPY}
        isNew={recipeId === null}
        serverUpdatedAt={baseUpdatedAt}
        onRecover={(saved) => {
          setForm(saved.form);
          // the copy is now this tab's form (written under this tab's key from the next change)
          clearOfferedCopies(storageKey);
          setRecovery(null);
        }}
        onDiscard={() => {
          // the copies offered go (never another open tab's): what is typed next is kept again
          if (recovery?.key === SITE_COPY && recipeId !== null) {
            void discardSiteAutosave({ variables: { recipeId } }).catch(() => {});
          } else clearOfferedCopies(storageKey);
          autosave.discard();
          setRecovery(null);
        }}
        // Escape leaves the question for the next opening: the copy stays, the form closes untouched.
        onDismiss={onClose}
      />
      <ConflictDialog
        state={conflict}
        onResolve={resolveConflict}
        onCancel={() => {
          setConflict(null);
          setTheirs(null);
        }}
      />
      {recipeId !== null && (
        <RevisionHistoryDialog
          open={historyOpen}
          recipeId={recipeId}
          version={baseVersion}
          dirty={dirty}
          onClose={() => setHistoryOpen(false)}
          onRestored={onRestored}
        />
      )}
      <ConfirmDialog
        open={confirmingClose}
        title={t.discardChanges.title}
        confirmLabel={t.discardChanges.discard}
        cancelLabel={t.discardChanges.keepEditing}
        onConfirm={() => {
          autosave.finish();
          serverAutosave.finish();
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
        destructive
      >
        {t.discardChanges.text}
      </ConfirmDialog>
    </Dialog>
  );
}
