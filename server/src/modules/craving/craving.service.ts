import { TERM_BOUNDS } from '@receitas/shared';
import { Not, type DataSource, type Repository } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import type { ContentVersion } from '../content/content-version';
import { conflict, notFound } from '../../shared/errors';
import { normalizeKey } from '../../shared/text';
import { imageRef, optionalText, requiredText } from '../../shared/validation';
import { Craving } from './craving.entity';
import type { CravingInput } from './craving.types';

const MAX = TERM_BOUNDS.cravings;

export class CravingService {
  private readonly cravings: Repository<Craving>;

  constructor(
    private readonly ds: DataSource,
    private readonly version: ContentVersion,
  ) {
    this.cravings = ds.getRepository(Craving);
  }

  list(_ctx: RequestContext): Promise<Craving[]> {
    return this.cravings.find({ order: { id: 'ASC' } });
  }

  /** By id, or by name (case- and accent-insensitive). */
  async get(_ctx: RequestContext, idOrName: string): Promise<Craving> {
    const key = idOrName.trim();
    const craving = /^\d+$/.test(key)
      ? await this.cravings.findOneBy({ id: Number(key) })
      : await this.cravings.findOneBy({ nameKey: normalizeKey(key) });
    if (!craving) throw notFound('Desejo não encontrado.');
    return craving;
  }

  async create(_ctx: RequestContext, input: CravingInput): Promise<Craving> {
    const fields = await this.fields(input, null);
    return transaction(this.ds, (em) => em.getRepository(Craving).save(em.getRepository(Craving).create(fields)));
  }

  async update(ctx: RequestContext, id: number, input: CravingInput): Promise<Craving> {
    const craving = await this.get(ctx, String(id));
    const fields = await this.fields(input, id);
    return this.renamingRecipes(async (cravings) => cravings.save(Object.assign(craving, fields)));
  }

  /** The recipes that had it keep everything else (the link rows go with it, like a deleted category's). */
  async delete(_ctx: RequestContext, id: number): Promise<void> {
    await this.renamingRecipes(async (cravings) => {
      const result = await cravings.delete({ id });
      if (!result.affected) throw notFound('Desejo não encontrado.');
    });
  }

  /** A write that changes what recipes are called by: the recipe search index (it holds craving names) is rebuilt. */
  private renamingRecipes<T>(work: (cravings: Repository<Craving>) => Promise<T>): Promise<T> {
    return transaction(this.ds, async (em) => {
      // The version row is locked first, as recipe writers do.
      await this.version.bump(em);
      return work(em.getRepository(Craving));
    });
  }

  private async fields(input: CravingInput, id: number | null): Promise<Partial<Craving>> {
    const name = requiredText('name', input.name, MAX.name, 'Nome da vontade é obrigatório');
    const nameKey = normalizeKey(name);
    const taken = await this.cravings.existsBy(id === null ? { nameKey } : { nameKey, id: Not(id) });
    if (taken) throw conflict(`Já existe uma vontade chamada "${name}".`);
    const small = imageRef('imageUrl.small', input.imageUrl?.small);
    const medium = imageRef('imageUrl.medium', input.imageUrl?.medium) ?? small;
    return {
      name,
      nameKey,
      // the same limit as a craving created from the recipe form (recipe-input.ts)
      description: optionalText('description', input.description, MAX.description),
      imageSmall: small,
      imageMedium: medium,
      imageOriginal: imageRef('imageUrl.original', input.imageUrl?.original) ?? medium,
    };
  }
}
