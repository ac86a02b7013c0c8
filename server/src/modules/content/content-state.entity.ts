import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One row (id 1) whose recipesVersion grows with every recipe write. Each app instance compares it with the version
 * its in-memory search index and facet table were built from, and rebuilds when it changed.
 */
@Entity('content_state')
export class ContentState {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', default: 0 })
  recipesVersion: number;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
