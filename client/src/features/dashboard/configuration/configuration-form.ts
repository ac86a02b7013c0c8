import { CONFIGURATION_BOUNDS as MAX } from '@receitas/shared';
import type { DashboardSiteConfiguration_ConfigurationFragment, SiteConfigurationInput } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardConfiguration;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const NETWORKS = ['instagram', 'youtube', 'tiktok', 'pinterest', 'facebook'] as const;
export type Network = (typeof NETWORKS)[number];

/** An image as the form holds it: the saved URL, or a file chosen here that is uploaded on save. */
export interface ImageDraft {
  /** the saved image ('' when none) */
  url: string;
  /** a file chosen since the last save */
  file: File | null;
  /** the chosen file as a data: URL, for the preview */
  preview: string | null;
}

export interface PartnershipDraft {
  /** stable across reorders and removals (React key) */
  key: string;
  name: string;
  websiteUrl: string;
  logo: ImageDraft;
}

export interface ConfigurationForm {
  featuredRecipeIds: number[];
  featuredEBookId: number | null;
  weekly: Record<Weekday, number | null>;
  social: Record<Network, string>;
  partnerships: PartnershipDraft[];
  adScript: string;
  creatorName: string;
  creatorBio: string;
  creatorPhoto: ImageDraft;
}

/** Problems by field, keyed as the server names them (socialMedia.instagram, partnerships[0].website_url…). */
export type ConfigurationErrors = Record<string, string>;

type SavedConfiguration = DashboardSiteConfiguration_ConfigurationFragment;

const savedImage = (url: string | null | undefined): ImageDraft => ({ url: url ?? '', file: null, preview: null });
const recipeIdOf = (id: string | null | undefined) => (id && /^\d+$/.test(id) ? Number(id) : null);

let nextKey = 0;
export const partnershipKey = () => `partnership-${(nextKey += 1)}`;

/** The form for a configuration the server answered. */
export function formFromConfiguration(saved: SavedConfiguration): ConfigurationForm {
  return {
    featuredRecipeIds: saved.featuredRecipeIds.map(recipeIdOf).filter((id): id is number => id !== null),
    featuredEBookId: saved.featuredEBookId ?? null,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, recipeIdOf(saved.weeklyRecipes[day])])) as Record<
      Weekday,
      number | null
    >,
    social: Object.fromEntries(NETWORKS.map((network) => [network, saved.socialMedia[network] ?? ''])) as Record<
      Network,
      string
    >,
    partnerships: saved.partnerships.map((p) => ({
      key: partnershipKey(),
      name: p.name,
      websiteUrl: p.website_url,
      logo: savedImage(p.image_url),
    })),
    adScript: saved.googleAdsenseScript ?? '',
    creatorName: saved.creator.name ?? '',
    creatorBio: saved.creator.bio ?? '',
    creatorPhoto: savedImage(saved.creator.photoUrl),
  };
}

/** A new partnership (spec §4): empty name and website, the placeholder image until a logo is chosen. */
export const newPartnership = (): PartnershipDraft => ({
  key: partnershipKey(),
  name: '',
  websiteUrl: '',
  logo: savedImage(''),
});

/** The whole configuration for the save mutation (images must have been uploaded first). */
export function configurationInput(form: ConfigurationForm): SiteConfigurationInput {
  return {
    featuredRecipeIds: form.featuredRecipeIds.map(String),
    featuredEBookId: form.featuredEBookId,
    weeklyRecipes: Object.fromEntries(
      WEEKDAYS.map((day) => [day, form.weekly[day] === null ? null : String(form.weekly[day])]),
    ),
    socialMedia: Object.fromEntries(NETWORKS.map((network) => [network, form.social[network].trim() || null])),
    partnerships: form.partnerships.map((p) => ({
      name: p.name.trim(),
      image_url: p.logo.url,
      website_url: p.websiteUrl.trim(),
    })),
    googleAdsenseScript: form.adScript.trim() ? form.adScript : null,
    creator: {
      name: form.creatorName.trim() || null,
      photoUrl: form.creatorPhoto.url || null,
      bio: form.creatorBio.trim() || null,
    },
  };
}

/** What a save would change, as comparable text: equal snapshots mean nothing to save. */
export function formSnapshot(form: ConfigurationForm): string {
  const file = (image: ImageDraft) =>
    image.file ? `${image.file.name}:${image.file.size}:${image.file.lastModified}` : '';
  return JSON.stringify([
    configurationInput(form),
    form.partnerships.map((p) => file(p.logo)),
    file(form.creatorPhoto),
  ]);
}

/** An absolute http(s) address, as the server accepts it (shared/validation.ts httpUrl). */
export function isHttpUrl(text: string): boolean {
  if (text.length > MAX.url) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The form's problems, by field; empty when it can be saved. */
export function validateConfiguration(form: ConfigurationForm): ConfigurationErrors {
  const errors: ConfigurationErrors = {};
  for (const network of NETWORKS) {
    const url = form.social[network].trim();
    if (url && !isHttpUrl(url)) errors[`socialMedia.${network}`] = t.sections.social.invalid;
  }
  if (form.featuredRecipeIds.length > MAX.featuredRecipes)
    errors.featuredRecipeIds = t.sections.featured.limit(MAX.featuredRecipes);
  if (form.partnerships.length > MAX.partnerships)
    errors.partnerships = t.sections.partnerships.limit(MAX.partnerships);
  form.partnerships.forEach((p, index) => {
    if (p.name.trim().length > MAX.partnerName) errors[`partnerships[${index}].name`] = t.tooLong(MAX.partnerName);
    const site = p.websiteUrl.trim();
    if (site && !isHttpUrl(site)) errors[`partnerships[${index}].website_url`] = t.sections.partnerships.invalidWebsite;
    if (!p.logo.url && !p.logo.file && !p.name.trim())
      errors[`partnerships[${index}].image_url`] = t.sections.partnerships.logoMissing;
  });
  if (form.adScript.length > MAX.adScript) errors.googleAdsenseScript = t.tooLong(MAX.adScript);
  if (form.creatorName.trim().length > MAX.creatorName) errors['creator.name'] = t.tooLong(MAX.creatorName);
  if (form.creatorBio.trim().length > MAX.creatorBio) errors['creator.bio'] = t.tooLong(MAX.creatorBio);
  return errors;
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
