import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One row (id 1) holding the site's content versions. `recipesVersion` grows with every recipe write: each app
 * process compares it with the version its in-memory search index and facet table were built from. `contentVersion`
 * grows with every write that can change a public page (recipes, taxonomy, comments, e-books, configuration): the
 * page cache of every process serves only pages rendered at the current one.
 */
@Entity('content_state')
export class ContentState {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', default: 0 })
  recipesVersion: number;

  @Column({ type: 'int', default: 0 })
  contentVersion: number;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
