import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { serverRefusals } from '../../../lib/graphql-errors';
import { formatSiteDateTime } from '../../../lib/site-time';
import { uploadImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { FormDialog } from '../form-kit/FormDialog';
import { SubmitProblem, useEntityForm, wrongFields } from '../form-kit/use-entity-form';
import { useOpeningKey } from '../form-kit/use-opening-key';
import { recipeMergeFields } from './recipe-conflict';
import { RevisionHistoryDialog } from './RevisionHistoryDialog';
import { DiscardRecipeAutosaveMutation, RecipeAutosaveQuery } from './recipe-revision-operations';
import { fromSnapshot, parseSnapshot } from './recipe-snapshot';
import { useServerAutosave } from './use-server-autosave';
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
import { useFormUpdater } from './form-section';
import { PublicationSelect, submitLabel } from './PublicationFields';
import {
  CreateRecipeMutation,
  RecipeForEditQuery,
  RecipeFormOptionsQuery,
  UpdateRecipeMutation,
} from './recipe-form-operations';
import {
  NUTRIENTS,
  emptyForm,
  fieldId,
  fieldOfServerError,
  fromRecipe,
  sameContent,
  type FormErrors,
  type RecipeFormState,
} from './recipe-form-model';
import { recipeSchema } from './recipe-schema';
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
  const opening = useOpeningKey(props.open);
  return <RecipeFormSession key={`${opening}:${props.recipeId ?? 'new'}`} {...props} />;
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

/** The recovery question's key for the site's autosave (this browser's copies have storage keys). */
const SITE_COPY = 'site';

/**
 * The summary's order is the form's (its fields in the order the model lists them); its lines say their field
 * themselves ('Ingrediente 2: informe o nome…'), except a nutrition field's 'Informe um número…', one of six numbers.
 */
const SUMMARY_LABELS = Object.fromEntries(
  Object.keys(emptyForm()).flatMap((name) =>
    name === 'nutrition' ? NUTRIENTS.map((nutrient) => [`nutrition.${nutrient}`, t.nutrition[nutrient]]) : [[name, '']],
  ),
) as Partial<Record<Path<RecipeFormState>, string>>;

/** The list a row's or a section's problem belongs to ('row.<key>.name' → 'ingredients'), for the summary's order. */
function listOf(name: string, form: RecipeFormState): string {
  const match = /^(row|section)\.([^.]+)/.exec(name);
  if (!match) return name;
  const key = match[2];
  const inSections = (list: 'ingredients' | 'instructions') =>
    form[list].some((s) => s.key === key || s.rows.some((row) => row.key === key));
  if (inSections('ingredients')) return 'ingredients';
  if (inSections('instructions')) return 'instructions';
  if (form.notes.some((note) => note.key === key)) return 'notes';
  if (form.utensils.some((utensil) => utensil.key === key)) return 'utensils';
  return name;
}

function RecipeFormSession({ open, recipeId, prefill, onClose, onSaved }: RecipeFormDialogProps) {
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
  const [updateRecipe] = useMutation(UpdateRecipeMutation);
  const client = useApolloClient();

  // the form the recipe started from (what 'changed' is measured against); null until the recipe is loaded
  const [baseline, setBaseline] = useState<RecipeFormState | null>(() => (recipeId === null ? emptyForm() : null));
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<string | null>(null);
  // the recipe version the form started from: sent with the save, which the server refuses if the recipe moved on
  const baseVersion = useRef<number | null>(null);
  const [uploads, setUploads] = useState(0);
  // the categories' names, for the conflict question (the form keeps their ids)
  const categoryNames = useRef(new Map<number, string>());
  for (const c of options.categories) categoryNames.current.set(c.categoryId, c.name);
  const mergeFields = useMemo(() => recipeMergeFields((id) => categoryNames.current.get(id) ?? String(id)), []);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [restoredNotice, setRestoredNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const autosaveRef = useRef<{ finish: () => void } | null>(null);
  const serverAutosaveRef = useRef<{ finish: () => void } | null>(null);

  const entity = useEntityForm({
    schema: recipeSchema,
    defaultValues: baseline ?? emptyForm(),
    labels: SUMMARY_LABELS,
    fieldOf: listOf,
    focusId: fieldId,
    serverField: (refusal, values) =>
      fieldOfServerError(values, refusal.field ?? undefined) as Path<RecipeFormState> | null,
    onSubmit: async (input) => {
      // an image still on its way would be dropped: the save waits for it
      if (uploads > 0) throw new SubmitProblem({ text: t.actions.waitUpload });
      const expectedVersion = baseVersion.current;
      const saved =
        recipeId === null
          ? (await createRecipe({ variables: { input } })).data?.createRecipe
          : (await updateRecipe({ variables: { id: recipeId, input, expectedVersion } })).data?.updateRecipe;
      if (!saved) throw new Error('The server answered without the recipe');
      autosaveRef.current?.finish();
      serverAutosaveRef.current?.finish();
      onSaved(
        { recipeId: saved.recipeId, title: saved.title, description: saved.description, imageUrl: saved.imageUrl },
        mode,
      );
      onClose();
    },
    describeFailure: (error) => ({
      text: mode === 'create' ? t.createError : t.updateError,
      // why the server refused the recipe, in its words (pt-BR), when it said
      detail: serverRefusals(error).find((refusal) => refusal.code === 'BAD_USER_INPUT')?.message,
    }),
    // saved elsewhere since the form opened (another tab, another person): the fields the site changed are put to her
    staleMerge:
      recipeId === null
        ? undefined
        : {
            title: t.conflict.title,
            fields: mergeFields,
            // where the publication stands is the site's: it is what the form now starts from
            alwaysTheirs: ['initialStatus'],
            load: async () => {
              const result = await client.query({
                query: RecipeForEditQuery,
                variables: { id: recipeId },
                fetchPolicy: 'network-only',
              });
              const latest = result.data?.recipe;
              if (!latest) throw new Error('the recipe is gone');
              for (const c of latest.category) categoryNames.current.set(c.categoryId, c.name);
              const values = fromRecipe(latest);
              return {
                values,
                accept: () => {
                  setBaseline(values);
                  baseVersion.current = latest.version;
                  setBaseUpdatedAt(latest.updatedAt);
                },
              };
            },
          },
  });
  const { form: rhf, saving, dirty } = entity;
  const update = useFormUpdater(rhf);
  const watched = useWatch({ control: rhf.control }) as RecipeFormState;
  const loaded = baseline !== null;
  const form = loaded ? watched : null;
  const { errors: rhfErrors } = rhf.formState;
  // the problems on each field, by the form's own paths, for the sections to show
  const errors: FormErrors = useMemo(() => Object.fromEntries(wrongFields(rhfErrors)), [rhfErrors]);

  /** The form shows `values`, measured against `base` (what counts as a change). */
  const startFrom = useCallback(
    (base: RecipeFormState, values: RecipeFormState = base) => {
      rhf.reset(base);
      if (values !== base) update(() => values);
    },
    [rhf, update],
  );

  const [recovery, setRecovery] = useState<FoundCopy | null>(() => {
    if (recipeId !== null) return null;
    if (!prefill) return differingCopy(storageKey, emptyForm());
    // the same page imported again after a crash or a reload: the review done on it is offered back
    const copy = differingCopy(storageKey, prefill.form);
    return copy && copy.saved.form.sourceUrl === prefill.form.sourceUrl ? copy : null;
  });
  // An import is unsaved work from the start: closing asks first, and its safety copy is kept.
  const [prefilled] = useState(() => (recipeId === null ? (prefill ?? null) : null));
  useEffect(() => {
    // once, when the dialog opens with it (the dialog starts afresh at each opening)
    if (prefilled) update(() => prefilled.form);
  }, [prefilled, update]);

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
  useEffect(() => {
    if (!stored || baseline !== null) return;
    const loadedForm = fromRecipe(stored);
    setBaseline(loadedForm);
    startFrom(loadedForm);
    setBaseUpdatedAt(stored.updatedAt);
    baseVersion.current = stored.version;
    const local = differingCopy(storageKey, loadedForm);
    setRecovery(local);
    // this browser's copy comes first; the site's is offered when there is none
    if (local) setSiteCopyChecked(true);
  }, [stored, baseline, startFrom, storageKey]);
  if (stored && baseline && !siteCopyChecked && (siteAutosave.data || siteAutosave.error)) {
    setSiteCopyChecked(true);
    const copy = siteAutosave.data?.recipeAutosave;
    const snapshot =
      copy && Date.parse(copy.createdAt) > Date.parse(stored.updatedAt) ? parseSnapshot(copy.snapshot) : null;
    if (copy && snapshot && recovery === null && !dirty) {
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

  const autosave = useAutosave(storageKey, form, {
    enabled: recovery === null,
    dirty,
    baseUpdatedAt,
    baseVersion: baseVersion.current,
  });
  // an edit is also kept on the site as the recipe's autosave (another browser, a lost laptop)
  const serverAutosave = useServerAutosave(recipeId, form, {
    enabled: recovery === null && !saving,
    dirty,
    baseVersion: loaded ? baseVersion.current : null,
  });
  autosaveRef.current = autosave;
  serverAutosaveRef.current = serverAutosave;

  useEffect(() => {
    if (restoredNotice) noticeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [restoredNotice]);

  const onUploadingChange = useCallback((uploading: boolean) => setUploads((n) => n + (uploading ? 1 : -1)), []);
  // The editor reports its own pending images (from the moment one is pasted until it has its URL) through
  // onUploadingChange, so a save meanwhile waits instead of dropping the image.
  const uploadBodyImage = useCallback(async (file: File) => (await uploadImage(file)).medium, []);

  /** A revision restored from the history: the form shows the recipe as it now is. */
  const onRestored = (
    recipe: Parameters<typeof fromRecipe>[0] & { version: number; updatedAt: string },
    when: string,
  ) => {
    const restored = fromRecipe(recipe);
    setBaseline(restored);
    startFrom(restored);
    baseVersion.current = recipe.version;
    setBaseUpdatedAt(recipe.updatedAt);
    entity.dismissProblem();
    autosave.discard();
    setHistoryOpen(false);
    setRestoredNotice(t.history.restored(when));
  };

  return (
    <>
      <FormDialog
        open={open}
        title={mode === 'create' ? t.titleCreate : t.titleEdit}
        label={t.formLabel}
        entity={entity}
        submitLabel={submitLabel(watched)}
        onClose={onClose}
        discardText={t.discardText}
        onDiscard={() => {
          autosave.finish();
          serverAutosave.finish();
        }}
        // a stray click beside a long form must not even ask
        closeOnBackdropClick={false}
        wide
        submitOnEnter={false}
        shortcutPaused={recovery !== null || historyOpen}
        headerAction={
          mode === 'update' && (
            <Button
              onClick={() => setHistoryOpen(true)}
              startIcon={<HistoryRounded />}
              aria-label={t.history.openLabel}
              color="inherit"
              sx={{ color: 'text.secondary' }}
            >
              {t.history.open}
            </Button>
          )
        }
        intro={
          <>
            {prefill && mode === 'create' && <ImportNotice prefill={prefill} />}
            {restoredNotice && (
              <Alert ref={noticeRef} severity="success" onClose={() => setRestoredNotice(null)} sx={{ mb: 2 }}>
                {restoredNotice}
              </Alert>
            )}
          </>
        }
        footerStart={
          form && (
            <>
              <PublicationSelect form={form} update={update} disabled={saving} />
              {serverAutosave.savedAt && (
                // like WordPress's 'Draft saved at…': what she typed is on the site, even if this browser goes
                <Typography
                  role="status"
                  variant="caption"
                  color="text.secondary"
                  // beside the status on a computer (it shrinks and wraps there), above the buttons on a phone
                  sx={{ order: { xs: -1, sm: 0 }, flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0 }}
                >
                  {t.autosavedAt(formatSiteDateTime(serverAutosave.savedAt))}
                </Typography>
              )}
            </>
          )
        }
        placeholder={
          loaded ? undefined : (
            <LoadingRecipe
              failed={Boolean(recipeQuery.error)}
              onRetry={() => void recipeQuery.refetch().catch(() => {})}
            />
          )
        }
      >
        <RecipeFormFields
          control={rhf.control}
          update={update}
          errors={errors}
          disabled={saving}
          options={options}
          onUploadingChange={onUploadingChange}
          uploadBodyImage={uploadBodyImage}
          ratingCount={mode === 'create' ? 0 : (stored?.rating.count ?? null)}
          showSource={Boolean(prefill || stored?.sourceUrl)}
        />
      </FormDialog>
      {/* the questions over the form exist while it is open (the dialog stays mounted between openings) */}
      {open && (
        <>
          <RecoveryPrompt
            saved={recovery?.saved ?? null}
            fromSite={recovery?.key === SITE_COPY}
            isNew={recipeId === null}
            serverUpdatedAt={baseUpdatedAt}
            onRecover={(saved) => {
              update(() => saved.form);
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
          {recipeId !== null && (
            <RevisionHistoryDialog
              open={historyOpen}
              recipeId={recipeId}
              version={baseVersion.current}
              dirty={dirty}
              onClose={() => setHistoryOpen(false)}
              onRestored={onRestored}
            />
          )}
        </>
      )}
    </>
  );
}
