import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

/** Bookkeeping for one uploaded image and its stored renditions. */
@Entity('media_assets')
export class MediaAsset extends TimestampedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** storage key prefix shared by the renditions, e.g. 2026/11/3f2a…  */
  @Index('UQ_media_assets_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  storageKey: string;

  /** detected type of the uploaded file (jpeg, png, webp, avif, gif) */
  @Column({ type: 'varchar', length: 10 })
  sourceFormat: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** total bytes stored across renditions */
  @Column({ type: 'int' })
  storedBytes: number;

  @Column({ type: 'int', nullable: true })
  uploadedById: number | null;
}
