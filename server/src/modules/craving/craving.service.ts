import type { DataSource, Repository } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { notFound } from '../../shared/errors';
import { normalizeKey } from '../../shared/text';
import { Craving } from './craving.entity';

export class CravingService {
  private readonly cravings: Repository<Craving>;

  constructor(ds: DataSource) {
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
}
