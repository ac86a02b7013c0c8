import { CONFIGURATION_BOUNDS as MAX } from '@receitas/shared';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { badInput } from '../../shared/errors';
import { httpUrl, imageRef, optionalText } from '../../shared/validation';
import { bumpContentVersion } from '../content/content-write.subscriber';
import { EBook } from '../ebook/ebook.entity';
import { Recipe } from '../recipe/recipe.entity';
import { SiteConfiguration } from './configuration.entity';
import type { CreatorInput, SiteConfigurationInput, SiteConfigurationView } from './configuration.types';

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
/** The weekly menu's column of each day. */
export const WEEKLY_COLUMN = {
  monday: 'weeklyMonday',
  tuesday: 'weeklyTuesday',
  wednesday: 'weeklyWednesday',
  thursday: 'weeklyThursday',
  friday: 'weeklyFriday',
} as const;
const NETWORKS = ['instagram', 'youtube', 'tiktok', 'pinterest', 'facebook'] as const;
const NETWORK_COLUMN = {
  instagram: 'instagramUrl',
  youtube: 'youtubeUrl',
  tiktok: 'tiktokUrl',
  pinterest: 'pinterestUrl',
  facebook: 'facebookUrl',
} as const;

export class ConfigurationService {
  /** one read per request context: a page render's frame, author box and advertising script share it */
  private readonly reads = new WeakMap<RequestContext, Promise<SiteConfigurationView>>();

  constructor(private readonly ds: DataSource) {}

  get(ctx: RequestContext): Promise<SiteConfigurationView> {
    let read = this.reads.get(ctx);
    if (!read) {
      read = this.ds
        .getRepository(SiteConfiguration)
        .findOneBy({ id: 1 })
        .then((row) => toView(row));
      this.reads.set(ctx, read);
    }
    return read;
  }

  /** Replaces the whole configuration (omitted parts become empty) and answers the saved one. */
  async save(ctx: RequestContext, input: SiteConfigurationInput): Promise<SiteConfigurationView> {
    const featured = (input.featuredRecipeIds ?? []).map((id, i) => recipeId(`featuredRecipeIds[${i}]`, id));
    if (featured.length > MAX.featuredRecipes)
      throw badInput('featuredRecipeIds', `No máximo ${MAX.featuredRecipes} receitas em destaque.`);
    const weekly = Object.fromEntries(
      DAYS.map((day) => {
        const raw = input.weeklyRecipes?.[day];
        return [
          day,
          raw === null || raw === undefined || String(raw).trim() === '' ? null : recipeId(`weeklyRecipes.${day}`, raw),
        ];
      }),
    ) as Record<(typeof DAYS)[number], number | null>;
    const partnerships = input.partnerships ?? [];
    if (partnerships.length > MAX.partnerships) {
      throw badInput('partnerships', `No máximo ${MAX.partnerships} parcerias.`);
    }
    const script = input.googleAdsenseScript ?? null;
    if (script && script.length > MAX.adScript)
      throw badInput('googleAdsenseScript', `O script deve ter no máximo ${MAX.adScript} caracteres.`);
    const row: Partial<SiteConfiguration> = {
      id: 1,
      featuredRecipeIds: featured,
      featuredEBookId: input.featuredEBookId ?? null,
      partnerships: partnerships.map((p, i) => ({
        name: optionalText(`partnerships[${i}].name`, p.name, MAX.partnerName) ?? '',
        image_url: imageRef(`partnerships[${i}].image_url`, p.image_url) ?? '',
        website_url: (p.website_url ?? '').trim()
          ? httpUrl(`partnerships[${i}].website_url`, p.website_url!, MAX.url)
          : '',
      })),
      googleAdsenseScript: script?.trim() ? script : null,
    };
    for (const network of NETWORKS) {
      const url = (input.socialMedia?.[network] ?? '').trim();
      row[NETWORK_COLUMN[network]] = url ? httpUrl(`socialMedia.${network}`, url, MAX.url) : null;
    }
    for (const day of DAYS) row[WEEKLY_COLUMN[day]] = weekly[day];
    // Older clients send the configuration without the creator: omitting it keeps the saved profile.
    if (input.creator) Object.assign(row, creatorColumns(input.creator));
    await transaction(this.ds, async (em) => {
      // The version row first, as every content writer takes it: an item moved to the trash (which takes it out of
      // the configuration) before this save is seen by the check, one moved after sees this save.
      await bumpContentVersion(em);
      await checkReferences(em, featured, weekly, input.featuredEBookId ?? null);
      await em.getRepository(SiteConfiguration).save(row);
    });
    this.reads.delete(ctx);
    return this.get(ctx);
  }
}

/** Every recipe and the e-book the configuration names must exist and be out of the trash. */
async function checkReferences(
  em: EntityManager,
  featured: number[],
  weekly: Record<(typeof DAYS)[number], number | null>,
  featuredEBookId: number | null,
): Promise<void> {
  const referenced = [...new Set([...featured, ...Object.values(weekly).filter((id): id is number => id !== null)])];
  const found = referenced.length ? await em.getRepository(Recipe).findBy({ id: In(referenced) }) : [];
  const missing = referenced.filter((id) => !found.some((r) => r.id === id));
  if (missing.length) {
    const field = featured.includes(missing[0]) ? 'featuredRecipeIds' : 'weeklyRecipes';
    throw badInput(field, `Receita inexistente: id ${missing.join(', ')}.`);
  }
  if (featuredEBookId !== null && !(await em.getRepository(EBook).existsBy({ id: featuredEBookId }))) {
    throw badInput('featuredEBookId', `E-book inexistente: id ${featuredEBookId}.`);
  }
}

function recipeId(field: string, value: string | number): number {
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw badInput(field, `O campo ${field} deve ser o id de uma receita.`);
  return Number(text);
}

function creatorColumns(input: CreatorInput) {
  const photo = imageRef('creator.photoUrl', input.photoUrl);
  if (photo && /^http:/i.test(photo))
    throw badInput('creator.photoUrl', 'A foto deve ser um envio do site ou uma URL https.');
  const bio = optionalText('creator.bio', input.bio?.replace(/\r\n?/g, '\n'), MAX.creatorBio);
  return {
    creatorName: optionalText('creator.name', input.name?.replace(/\s+/g, ' '), MAX.creatorName),
    creatorPhotoUrl: photo,
    // Plain text: collapse runs of blank lines, keep single line breaks.
    creatorBio: bio?.replace(/\n{3,}/g, '\n\n') ?? null,
  };
}

function toView(row: SiteConfiguration | null): SiteConfigurationView {
  const id = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return {
    featuredRecipeIds: (row?.featuredRecipeIds ?? []).map(String),
    socialMedia: {
      instagram: row?.instagramUrl ?? null,
      youtube: row?.youtubeUrl ?? null,
      tiktok: row?.tiktokUrl ?? null,
      pinterest: row?.pinterestUrl ?? null,
      facebook: row?.facebookUrl ?? null,
    },
    featuredEBookId: row?.featuredEBookId ?? null,
    partnerships: row?.partnerships ?? [],
    googleAdsenseScript: row?.googleAdsenseScript ?? null,
    weeklyRecipes: {
      monday: id(row?.weeklyMonday),
      tuesday: id(row?.weeklyTuesday),
      wednesday: id(row?.weeklyWednesday),
      thursday: id(row?.weeklyThursday),
      friday: id(row?.weeklyFriday),
    },
    creator: {
      name: row?.creatorName ?? null,
      photoUrl: row?.creatorPhotoUrl ?? null,
      bio: row?.creatorBio ?? null,
    },
  };
}
