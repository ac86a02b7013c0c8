import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TrashableEntity } from '../../shared/base.entity';
import { dateOnlyTransformer, decimalTransformer } from '../../shared/column-types';

/** An e-book sold through an external shop link. */
@Entity('ebooks')
@Index('IDX_ebooks_deleted', ['deletedAt'])
@Index('IDX_ebooks_publication', ['publicationDate'])
export class EBook extends TrashableEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  author: string;

  /** exact two-decimal price in BRL, e.g. "29.90" */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalTransformer })
  price: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  verticalCoverSmall: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  verticalCoverMedium: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  verticalCoverOriginal: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  horizontalCoverSmall: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  horizontalCoverMedium: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  horizontalCoverOriginal: string | null;

  @Column({ type: 'varchar', length: 500 })
  externalUrl: string;

  /** yyyy-mm-dd; a future date keeps it out of the public catalogue */
  @Column({ type: 'date', transformer: dateOnlyTransformer })
  publicationDate: string;

  /** moves on by one with every edit (expectedVersion) */
  @Column({ type: 'int', default: 1 })
  version: number;
}
