import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TrashableEntity } from '../../shared/base.entity';

@ObjectType('Category')
@Entity('categories')
@Index('IDX_categories_deleted', ['deletedAt'])
export class Category extends TrashableEntity {
  @Field(() => Int, { name: 'categoryId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /**
   * name in normalizeKey form: names are unique case- and accent-insensitively. A trashed category gives its key up
   * (category-trash.ts), so a new category may take its name.
   */
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

  @Field(() => Int, {
    description: 'Moves on by one with every edit; an editor sends back the one it loaded as expectedVersion',
  })
  @Column({ type: 'int', default: 1 })
  version: number;
}
