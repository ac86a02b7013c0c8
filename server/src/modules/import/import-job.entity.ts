import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';
import { Recipe } from '../recipe/recipe.entity';
import { User } from '../user/user.entity';

export enum ImportJobStatus {
  /** reading the sitemap(s) for the page addresses */
  DISCOVERING = 'DISCOVERING',
  RUNNING = 'RUNNING',
  DONE = 'DONE',
  /** stopped before any page: the sitemap could not be read */
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(ImportJobStatus, { name: 'ImportJobStatus' });

export enum ImportItemStatus {
  PENDING = 'pending',
  IMPORTED = 'imported',
  FAILED = 'failed',
  DUPLICATE = 'duplicate',
}
registerEnumType(ImportItemStatus, { name: 'ImportItemStatus' });

/** A site migration: a list of page addresses imported as drafts, one at a time, in the background. */
@ObjectType('ImportJob')
@Entity('import_jobs')
export class ImportJob extends TimestampedEntity {
  @Field(() => Int, { name: 'jobId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ImportJobStatus)
  @Column({ type: 'varchar', length: 16 })
  status: ImportJobStatus;

  @Field(() => String, { nullable: true, description: 'the sitemap the addresses come from; null for a list' })
  @Column({ type: 'varchar', length: 1000, nullable: true })
  sitemapUrl: string | null;

  @Field(() => String, { nullable: true, description: "only the sitemap's pages whose path starts so, e.g. /receita/" })
  @Column({ type: 'varchar', length: 300, nullable: true })
  pathPrefix: string | null;

  @Field(() => String, { nullable: true, description: 'why the job stopped before its pages (FAILED)' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById' })
  createdBy?: User;

  @Field(() => DateTimeISOResolver, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;

  /** when a process last took the job on (renewed with every page); an old one means that process died */
  @Column({ type: 'datetime', nullable: true })
  claimedAt: Date | null;
}

/** One page address of a migration and what became of it. */
@ObjectType('ImportJobItem')
@Entity('import_job_items')
@Index('IDX_import_job_items_job', ['jobId', 'position'])
@Index('IDX_import_job_items_status', ['jobId', 'status'])
export class ImportJobItem {
  @Field(() => Int, { name: 'itemId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  jobId: number;

  @ManyToOne(() => ImportJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId' })
  job?: ImportJob;

  @Column({ type: 'int' })
  position: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 1000 })
  url: string;

  @Field(() => ImportItemStatus)
  @Column({ type: 'varchar', length: 12, default: ImportItemStatus.PENDING })
  status: ImportItemStatus;

  @Field(() => Int, {
    nullable: true,
    description: 'the draft made (imported) or the recipe already there (duplicate)',
  })
  @Column({ type: 'int', nullable: true })
  recipeId: number | null;

  @ManyToOne(() => Recipe, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Field(() => String, { nullable: true, description: 'why it failed, in pt-BR' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Field(() => String, { nullable: true, description: 'imported, with something to check (e.g. no picture), in pt-BR' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  warning: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
