import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

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
