import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverRefusals, staleWriteMessage, type ServerRefusal } from '../../../lib/graphql-errors';
import * as messages from '../../../messages/pt-BR';
import { isSessionError, useReauthenticate } from '../reauthenticate';
import type { ConflictState } from './ConflictDialog';
import type { SummaryEntry } from './ErrorSummary';
import { focusField } from './focus-field';
import { conflictsOf, mergeValues, type ConflictChoice, type MergeField } from './stale-merge';

const t = messages.formKit;

/** Why the last attempt to save failed, as the form's banner says it. */
export interface FormProblem {
  text: string;
  /** the server's or the upload's own explanation, when it gave one */
  detail?: string;
}

/** A failed step of a save that says itself (an upload before the write): thrown by onSubmit, shown as it is. */
export class SubmitProblem extends Error {
  constructor(readonly problem: FormProblem) {
    super(problem.text);
    this.name = 'SubmitProblem';
  }
}

export interface EntityFormOptions<Input extends FieldValues, Output> {
  /** the entity's rules: what the fields hold (Input) and what the write receives (Output) */
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  /** each field's name in the error summary, in the order the fields appear in the form */
  labels: Partial<Record<Path<Input>, string>>;
  /** the write (uploads first, if any); throws what went wrong */
  onSubmit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void>;
  /** the banner for a failed write; a SubmitProblem says itself */
  describeFailure: (error: unknown) => FormProblem;
  /** the field a server refusal is about: by default the field of the name it gave, when the form has it */
  serverField?: (refusal: ServerRefusal, values: Input) => Path<Input> | null;
  /** the fields' ids are `${idPrefix}-${name}` (default: unique in the page) */
  idPrefix?: string;
  /**
   * The labelled field a wrong value belongs to, for the summary's order and label (default: the label whose name
   * the error's starts with: 'ingredients.2.unit' → 'ingredients'); for errors named otherwise than the values.
   */
  fieldOf?: (name: string, values: Input) => string;
  /** the id the summary links to and the first wrong value focuses (default: its labelled field's id) */
  focusId?: (name: string) => string;
  /**
   * A save refused as stale (the item was saved elsewhere since the form opened) puts each field the site changed
   * to her, 'Manter as minhas' or 'Usar as do servidor', then saves the merge against the site's version. Without
   * it, such a save is refused with describeFailure's words.
   */
  staleMerge?: StaleMerge<Input>;
}

/** How an entity's stale save is merged (see EntityFormOptions.staleMerge). */
export interface StaleMerge<Input> {
  /** what changed: 'O e-book mudou enquanto você editava' */
  title: string;
  fields: readonly MergeField<Input>[];
  /** the item as the site has it now; `accept` makes the next save go against that version */
  load: () => Promise<{ values: Input; accept: () => void }>;
  /** values always taken from the site's (where the form starts from, not what she typed) */
  alwaysTheirs?: readonly (keyof Input)[];
}

/** The stale-save question while it is open. */
export interface OpenConflict {
  state: ConflictState;
  title: string;
  resolve: (choices: Record<string, ConflictChoice>) => void;
  cancel: () => void;
}

export interface EntityForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** the id of a field's focus target, which the error summary links to */
  fieldId: (name: Path<Input>) => string;
  /** checks, then writes; for the form's onSubmit */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** the write is on its way: the fields and buttons wait */
  saving: boolean;
  /** something differs from what the form started with */
  dirty: boolean;
  problem: FormProblem | null;
  dismissProblem: () => void;
  /** every wrong field since the first attempt, in the form's order, as the error summary lists them */
  summary: SummaryEntry[];
  /** the question after a stale save, while it is open */
  conflict: OpenConflict | null;
}

/** The wrong fields' names and messages ('vertical', 'recipeIds'), however deep RHF keeps them. */
export function wrongFields(errors: FieldErrors, prefix = ''): [string, string][] {
  return Object.entries(errors).flatMap(([key, error]): [string, string][] => {
    if (!error || typeof error !== 'object') return [];
    const name = key === 'root' && prefix ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (typeof (error as { message?: unknown }).message === 'string') {
      return [[name, (error as { message: string }).message]];
    }
    return wrongFields(error as FieldErrors, `${name}.`);
  });
}

/**
 * A create/edit form on react-hook-form with the entity's zod schema: dirty tracking, the busy state of the write,
 * the server's refusals on the fields they name, and the summary of every wrong field (the first one focused).
 */
export function useEntityForm<Input extends FieldValues, Output>(
  options: EntityFormOptions<Input, Output>,
): EntityForm<Input, Output> {
  const { schema, labels, onSubmit, describeFailure } = options;
  const uniqueId = useId();
  const prefix = options.idPrefix ?? uniqueId;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues as DefaultValues<Input>,
    // the kit focuses the first wrong field in the form's order, once the fields are enabled again
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting, errors, submitCount } = form.formState;
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  const fieldId = useCallback((name: Path<Input>) => `${prefix}-${name}`, [prefix]);
  const order = Object.keys(labels);
  /** The labelled field a name is part of ('ingredients.2.unit' → 'ingredients'), or the name itself. */
  const fieldOfName = (name: string) =>
    (options.fieldOf?.(name, form.getValues()) ??
      order.find((field) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`)) ??
      name) as Path<Input>;
  const focusIdOf = (name: string) => options.focusId?.(name) ?? fieldId(fieldOfName(name));
  const inFormOrder = (names: string[]) => {
    const rank = (name: string) => {
      const index = order.indexOf(fieldOfName(name));
      return index < 0 ? order.length : index;
    };
    return [...names].sort((a, b) => rank(a) - rank(b));
  };

  useEffect(() => {
    if (!focusTarget || isSubmitting) return;
    focusField(focusIdOf(focusTarget));
    setFocusTarget(null);
    // focusIdOf reads this render's options and values: the target and the end of the write are what matter
  }, [focusTarget, isSubmitting]);

  const fieldOf =
    options.serverField ??
    ((refusal: ServerRefusal) =>
      refusal.field && refusal.field in options.defaultValues ? (refusal.field as Path<Input>) : null);
  const reauthenticate = useReauthenticate();
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const theirs = useRef<{ values: Input; accept: () => void } | null>(null);
  const merge = options.staleMerge;

  /** The save was refused as stale: the site's version is fetched and the fields it changed are put to her. */
  const openConflict = async (stale: StaleMerge<Input>) => {
    const mine = form.getValues();
    const base = (form.formState.defaultValues ?? mine) as Input;
    setConflict({ status: 'loading' });
    try {
      const loaded = await stale.load();
      theirs.current = loaded;
      setConflict({ status: 'ready', conflicts: conflictsOf(stale.fields, base, mine, loaded.values) });
    } catch {
      setConflict({ status: 'failed' });
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        try {
          await onSubmit(values, form);
        } catch (error) {
          // the session ran out while she wrote: she signs in again over the form, and the same save goes on
          if (!isSessionError(error) || !(await reauthenticate())) throw error;
          await onSubmit(values, form);
        }
      } catch (error) {
        if (merge && staleWriteMessage(error)) return void openConflict(merge);
        const placed = serverRefusals(error).flatMap((refusal) => {
          const field = fieldOf(refusal, form.getValues());
          if (!field) return [];
          form.setError(field, { type: 'server', message: refusal.message });
          return [{ field, message: refusal.message }];
        });
        const said =
          error instanceof SubmitProblem
            ? error.problem
            : isSessionError(error)
              ? { text: t.sessionExpired }
              : describeFailure(error);
        // a reason already shown on its field is not said twice
        const repeated = placed.some((p) => p.message === said.detail);
        setProblem(repeated ? { text: said.text } : said);
        const first = inFormOrder(placed.map((p) => p.field))[0];
        if (first) setFocusTarget(first);
      }
    },
    (invalid) => {
      setProblem(null);
      const first = inFormOrder(wrongFields(invalid).map(([name]) => name))[0];
      if (first) setFocusTarget(first);
    },
  );

  const wrong = new Map(submitCount > 0 ? wrongFields(errors) : []);
  const summary = inFormOrder([...wrong.keys()]).map((name) => {
    const message = wrong.get(name) ?? '';
    const label = labels[fieldOfName(name)];
    return { id: focusIdOf(name), text: label ? t.summaryItem(label, message) : message };
  });

  const submitRef = useRef(submit);
  submitRef.current = submit;
  /** Her choices applied: the form now starts from the site's version, with her fields on it; then it saves. */
  const resolve = (choices: Record<string, ConflictChoice>) => {
    const loaded = theirs.current;
    if (!merge || !loaded) return;
    const merged = mergeValues(merge.fields, form.getValues(), loaded.values, choices);
    for (const key of merge.alwaysTheirs ?? []) merged[key] = loaded.values[key];
    form.reset(loaded.values);
    for (const key of Object.keys(merged) as (keyof Input & string)[]) {
      if (merged[key] !== loaded.values[key]) {
        form.setValue(key as Path<Input>, merged[key] as never, { shouldDirty: true });
      }
    }
    loaded.accept();
    theirs.current = null;
    setConflict(null);
    void submitRef.current();
  };

  return {
    form,
    fieldId,
    submit,
    saving: isSubmitting,
    dirty: isDirty,
    problem,
    dismissProblem: () => setProblem(null),
    summary,
    conflict:
      merge && conflict
        ? {
            state: conflict,
            title: merge.title,
            resolve,
            cancel: () => {
              theirs.current = null;
              setConflict(null);
            },
          }
        : null,
  };
}
