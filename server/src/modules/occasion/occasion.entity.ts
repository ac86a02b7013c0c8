import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

@ObjectType('Occasion')
@Entity('occasions')
export class Occasion extends TimestampedEntity {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Index('UQ_occasions_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  nameKey: string;
}
