import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, DeleteDateColumn, UpdateDateColumn } from 'typeorm';

/** Every table records its UTC creation and update times; ids are declared per entity (their API names differ). */
@ObjectType('Timestamped')
export abstract class TimestampedEntity {
  @Field(() => DateTimeISOResolver)
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Field(() => DateTimeISOResolver)
  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/**
 * An entity the dashboard's trash holds (modules/trash). TypeORM's soft delete: every entity read leaves a row in the
 * trash out by itself; raw SQL says `deletedAt IS NULL`.
 */
@ObjectType('Trashable')
export abstract class TrashableEntity extends TimestampedEntity {
  /** when it went to the trash; null: not in it */
  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt: Date | null;

  /** who moved it to the trash: a user id kept without a foreign key (a note for the trash list, not a link) */
  @Column({ type: 'int', nullable: true })
  deletedById: number | null;
}
