import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

@ObjectType('Category')
@Entity('categories')
export class Category extends TimestampedEntity {
  @Field(() => Int, { name: 'categoryId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** name in normalizeKey form: names are unique case- and accent-insensitively */
  @Index('UQ_categories_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  nameKey: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageSmall: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageMedium: string | null;
}
