import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { Occasion } from './occasion.entity';

export class OccasionService {
  constructor(private readonly ds: DataSource) {}

  list(_ctx: RequestContext): Promise<Occasion[]> {
    return this.ds.getRepository(Occasion).find({ order: { id: 'ASC' } });
  }
}
