import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { uploadImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import {
  configurationInput,
  formFromConfiguration,
  formSnapshot,
  validateConfiguration,
  type ConfigurationErrors,
  type ConfigurationForm,
  type ImageDraft,
} from './configuration-form';
import { DashboardConfigurationQuery, SaveSiteConfigurationMutation } from './configuration-operations';

const t = messages.dashboardConfiguration;
/** How long 'Configuration saved successfully!' stays (spec §9). */
export const SAVED_MESSAGE_MS = 3000;

const IDLE = { kind: 'idle' } as const;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** `detail` is the server's own pt-BR explanation, when it named a field */
  | { kind: 'error'; message: string; detail?: string };

/** Uploads one chosen file, answering the image with its saved URL (the rendition the public page shows). */
async function uploaded(image: ImageDraft, rendition: 'small' | 'medium'): Promise<ImageDraft> {
  if (!image.file) return image;
  const saved = await uploadImage(image.file);
  return { url: saved[rendition], file: null, preview: null };
}

/**
 * The configuration screen's state: the loaded configuration as an editable form, its problems, and the save flow
 * (spec §4: check, upload the chosen images, save the whole configuration, say so for 3 s).
 */
export function useConfigurationForm() {
  const query = useQuery(DashboardConfigurationQuery, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [saveConfiguration] = useMutation(SaveSiteConfigurationMutation);
  const [form, setForm] = useState<ConfigurationForm | null>(null);
  const [baseline, setBaseline] = useState<string | null>(null);
  const [errors, setErrors] = useState<ConfigurationErrors>({});
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

  const loaded = query.data?.siteConfiguration;
  useEffect(() => {
    // The first answer fills the form; later refetches (a retry) do not overwrite what the admin typed.
    if (!loaded || form) return;
    const initial = formFromConfiguration(loaded);
    setForm(initial);
    setBaseline(formSnapshot(initial));
  }, [loaded, form]);

  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = window.setTimeout(() => setState({ kind: 'idle' }), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const dirty = useMemo(() => Boolean(form && baseline !== null && formSnapshot(form) !== baseline), [form, baseline]);

  /** Applies a change; a field's error goes away as soon as it is edited. */
  const update = useCallback(
    (change: (form: ConfigurationForm) => ConfigurationForm, fields: string[] | ((key: string) => boolean) = []) => {
      setForm((current) => (current ? change(current) : current));
      const answered = typeof fields === 'function' ? fields : (key: string) => fields.includes(key);
      setErrors((current) => {
        const keys = Object.keys(current).filter(answered);
        if (!keys.length) return current;
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      });
      setState((current) => (current.kind === 'saved' ? IDLE : current));
    },
    [],
  );

  const save = async () => {
    if (!form || state.kind === 'saving') return;
    const problems = validateConfiguration(form);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      setState({ kind: 'error', message: t.fixErrors });
      setFocusRequest({ field: first });
      return;
    }
    setState({ kind: 'saving' });
    let ready: ConfigurationForm;
    try {
      const [partnerships, creatorPhoto] = await Promise.all([
        Promise.all(form.partnerships.map(async (p) => ({ ...p, logo: await uploaded(p.logo, 'small') }))),
        uploaded(form.creatorPhoto, 'medium'),
      ]);
      ready = { ...form, partnerships, creatorPhoto };
    } catch {
      setState({ kind: 'error', message: t.uploadError });
      return;
    }
    // The uploaded URLs stay in the form, so a retry after a failed save does not send the files again.
    setForm((current) => (current === form ? ready : current));
    try {
      const result = await saveConfiguration({ variables: { input: configurationInput(ready) } });
      const saved = result.data?.saveSiteConfiguration;
      if (!saved) throw new Error('The server answered without the configuration');
      const next = formFromConfiguration(saved);
      // Keep the partnerships' keys so their cards stay in place.
      next.partnerships = next.partnerships.map((p, i) => ({ ...p, key: ready.partnerships[i]?.key ?? p.key }));
      setForm(next);
      setBaseline(formSnapshot(next));
      setState({ kind: 'saved' });
    } catch (error) {
      const named = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.field) : undefined;
      const field = named ? String(named.extensions?.field) : null;
      if (named && field) {
        setErrors({ [field]: named.message });
        setFocusRequest({ field });
      }
      setState({ kind: 'error', message: t.saveError, detail: named?.message });
    }
  };

  return {
    /** null until the first load answers */
    form,
    ebooks: query.data?.adminEbooks ?? [],
    loading: !form && (query.loading || !query.error),
    loadFailed: !form && !query.loading && Boolean(query.error),
    retry: () => void query.refetch().catch(() => undefined),
    errors,
    dirty,
    // 'Corrija os campos…' goes once every highlighted field has been edited.
    state: state.kind === 'error' && state.message === t.fixErrors && !Object.keys(errors).length ? IDLE : state,
    dismiss: () => setState({ kind: 'idle' }),
    focusRequest,
    update,
    save,
  };
}
