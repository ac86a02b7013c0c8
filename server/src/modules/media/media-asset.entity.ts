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

  /** the picture's alternative text, written once in the media library and offered wherever it is picked */
  @Column({ type: 'varchar', length: 300, nullable: true })
  alt: string | null;

  /** the uploaded file's name, as the creator's computer called it (null: not an upload from a file) */
  @Column({ type: 'varchar', length: 200, nullable: true })
  originalName: string | null;

  /** alt and originalName in normalizeKey form, one per line: what the library's search matches */
  @Column({ type: 'varchar', length: 510, nullable: true })
  searchKey: string | null;

  /** the point the crops keep in view, in thousandths of the width and the height (500, 500: the centre) */
  @Column({ type: 'int', default: 500 })
  focalX: number;

  @Column({ type: 'int', default: 500 })
  focalY: number;

  /** the AVIF renditions are stored (made in the background after the upload: media-variants.ts) */
  @Column({ type: 'boolean', default: false })
  avif: boolean;

  /** the stored crops' generation (in their file names, so a new focal point makes new URLs); 0: none yet */
  @Column({ type: 'int', default: 0 })
  cropVersion: number;

  /** the crops are out of date (new upload, new focal point): the background work makes the next generation */
  @Index('IDX_media_assets_pending')
  @Column({ type: 'boolean', default: true })
  variantsPending: boolean;

  /** when a process took the pending work (another leaves it alone for a while); null: nobody has */
  @Column({ type: 'datetime', nullable: true })
  variantsClaimedAt: Date | null;
}
