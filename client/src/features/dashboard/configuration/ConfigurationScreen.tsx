import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useEffect, useMemo } from 'react';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { AdScriptSection } from './AdScriptSection';
import { CreatorSection, type CreatorValue } from './CreatorSection';
import { FeaturedEBookSection } from './FeaturedEBookSection';
import { FeaturedRecipesSection } from './FeaturedRecipesSection';
import { PartnershipsSection, type PartnershipsChange } from './PartnershipsSection';
import type { PickerOption } from './RecipePicker';
import { SaveBar } from './SaveBar';
import { SocialLinksSection } from './SocialLinksSection';
import { WeeklyMenuSection } from './WeeklyMenuSection';
import type { Network, Weekday } from './configuration-form';
import { useConfigurationForm } from './use-configuration-form';
import { useLeaveGuard } from './use-leave-guard';
import { ConfirmDialog } from '../recipes/ConfirmDialog';

const t = messages.dashboardConfiguration;

const pairSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** A change that adds or removes a partnership shifts the others' indexes: it answers all their errors. */
const isPartnershipError = (key: string) => key.startsWith('partnerships');

/** /dashboard/configurations (spec §2 "Dashboard configurations"): every part of the site configuration, one save. */
export function ConfigurationScreen() {
  const config = useConfigurationForm();
  const { form, update, errors, focusRequest } = config;
  const leaving = useLeaveGuard(config.dirty);

  useEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(`config-${focusRequest.field}`);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const ebooks = useMemo<PickerOption[]>(
    () =>
      config.ebooks.map((ebook) => ({
        id: ebook.id,
        title: ebook.title,
        description: t.sections.ebook.by(ebook.author),
        image: ebook.coverImageUrl?.small ?? ebook.coverImageUrl?.medium ?? null,
      })),
    [config.ebooks],
  );

  // Stable handlers: each section renders again only when its own part of the form changes.
  const onFeatured = useCallback(
    (ids: number[]) => update((f) => ({ ...f, featuredRecipeIds: ids }), ['featuredRecipeIds']),
    [update],
  );
  const onWeekly = useCallback(
    (day: Weekday, id: number | null) =>
      update((f) => ({ ...f, weekly: { ...f.weekly, [day]: id } }), ['weeklyRecipes', `weeklyRecipes.${day}`]),
    [update],
  );
  const onEBook = useCallback(
    (id: number | null) => update((f) => ({ ...f, featuredEBookId: id }), ['featuredEBookId']),
    [update],
  );
  const onSocial = useCallback(
    (network: Network, url: string) =>
      update((f) => ({ ...f, social: { ...f.social, [network]: url } }), [`socialMedia.${network}`]),
    [update],
  );
  const onPartnerships = useCallback<PartnershipsChange>(
    (change, fields) => update((f) => ({ ...f, partnerships: change(f.partnerships) }), fields ?? isPartnershipError),
    [update],
  );
  const onCreator = useCallback(
    (change: Partial<CreatorValue>) =>
      update(
        (f) => ({
          ...f,
          creatorName: change.name ?? f.creatorName,
          creatorBio: change.bio ?? f.creatorBio,
          creatorPhoto: change.photo ?? f.creatorPhoto,
        }),
        Object.keys(change).map((key) => (key === 'photo' ? 'creator.photoUrl' : `creator.${key}`)),
      ),
    [update],
  );
  const onAdScript = useCallback(
    (script: string) => update((f) => ({ ...f, adScript: script }), ['googleAdsenseScript']),
    [update],
  );
  const [creatorName, creatorBio, creatorPhoto] = [form?.creatorName, form?.creatorBio, form?.creatorPhoto];
  const creator = useMemo<CreatorValue | null>(
    () =>
      creatorName !== undefined && creatorBio !== undefined && creatorPhoto
        ? { name: creatorName, bio: creatorBio, photo: creatorPhoto }
        : null,
    [creatorName, creatorBio, creatorPhoto],
  );

  const header = <DashboardPageHeader title={messages.dashboard.sections.configurations.title} subtitle={t.subtitle} />;
  if (config.loadFailed) {
    return (
      <>
        {header}
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={config.retry}>
              {t.retry}
            </Button>
          }
          sx={{ borderRadius: 2 }}
        >
          {t.loadError}
        </Alert>
      </>
    );
  }
  if (!form || !creator) {
    return (
      <>
        {header}
        <Box aria-busy aria-label={t.loading} sx={{ display: 'grid', gap: 3 }}>
          {[320, 180, 240].map((height) => (
            <Card key={height} aria-hidden sx={{ p: 3 }}>
              <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="rounded" height={height} sx={{ mt: 2 }} />
            </Card>
          ))}
        </Box>
      </>
    );
  }

  const saving = config.state.kind === 'saving';
  return (
    <>
      {header}
      <Box
        component="form"
        noValidate
        aria-label={messages.dashboard.sections.configurations.title}
        onSubmit={(event) => {
          event.preventDefault();
          void config.save();
        }}
      >
        {/* A disabled fieldset freezes every field while the save is under way. */}
        <Box
          component="fieldset"
          disabled={saving}
          sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 3 }}
        >
          <FeaturedRecipesSection
            value={form.featuredRecipeIds}
            onChange={onFeatured}
            error={errors.featuredRecipeIds}
          />
          <WeeklyMenuSection value={form.weekly} onChange={onWeekly} />
          <Box sx={pairSx}>
            <FeaturedEBookSection ebooks={ebooks} value={form.featuredEBookId} onChange={onEBook} />
            <SocialLinksSection value={form.social} onChange={onSocial} errors={errors} />
          </Box>
          <PartnershipsSection value={form.partnerships} onChange={onPartnerships} errors={errors} />
          <Box sx={pairSx}>
            <CreatorSection value={creator} onChange={onCreator} errors={errors} />
            <AdScriptSection value={form.adScript} onChange={onAdScript} error={errors.googleAdsenseScript} />
          </Box>
        </Box>
        <SaveBar state={config.state} dirty={config.dirty} onDismiss={config.dismiss} />
        <ConfirmDialog
          open={leaving.asking}
          title={t.leave.title}
          confirmLabel={t.leave.leave}
          cancelLabel={t.leave.stay}
          onConfirm={leaving.leave}
          onCancel={leaving.stay}
          destructive
        >
          {t.leaveWarning}
        </ConfirmDialog>
      </Box>
    </>
  );
}
