import { TERM_BOUNDS } from '@receitas/shared';
import { Not, type DataSource, type Repository } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { conflict, notFound } from '../../shared/errors';
import { normalizeKey } from '../../shared/text';
import { requiredText } from '../../shared/validation';
import { Occasion } from './occasion.entity';
import type { OccasionInput } from './occasion.types';

const MAX = TERM_BOUNDS.occasions;

export class OccasionService {
  private readonly occasions: Repository<Occasion>;

  constructor(private readonly ds: DataSource) {
    this.occasions = ds.getRepository(Occasion);
  }

  list(_ctx: RequestContext): Promise<Occasion[]> {
    return this.occasions.find({ order: { id: 'ASC' } });
  }

  async get(_ctx: RequestContext, id: number): Promise<Occasion> {
    const occasion = await this.occasions.findOneBy({ id });
    if (!occasion) throw notFound('Ocasião não encontrada.');
    return occasion;
  }

  async create(_ctx: RequestContext, input: OccasionInput): Promise<Occasion> {
    const fields = await this.fields(input, null);
    return transaction(this.ds, (em) => em.getRepository(Occasion).save(em.getRepository(Occasion).create(fields)));
  }

  async update(ctx: RequestContext, id: number, input: OccasionInput): Promise<Occasion> {
    const occasion = await this.get(ctx, id);
    Object.assign(occasion, await this.fields(input, id));
    return transaction(this.ds, (em) => em.getRepository(Occasion).save(occasion));
  }

  /** The recipes that had it keep everything else (the link rows go with it, like a deleted category's). */
  async delete(_ctx: RequestContext, id: number): Promise<void> {
    const result = await transaction(this.ds, (em) => em.getRepository(Occasion).delete({ id }));
    if (!result.affected) throw notFound('Ocasião não encontrada.');
  }

  private async fields(input: OccasionInput, id: number | null): Promise<Partial<Occasion>> {
    const name = requiredText('name', input.name, MAX.name, 'Nome da ocasião é obrigatório');
    const nameKey = normalizeKey(name);
    const taken = await this.occasions.existsBy(id === null ? { nameKey } : { nameKey, id: Not(id) });
    if (taken) throw conflict(`Já existe uma ocasião chamada "${name}".`);
    return { name, nameKey };
  }
}
