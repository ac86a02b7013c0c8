import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

/** A message sent through the 'Fale com a gente' form. */
@Entity('contact_submissions')
@Index('IDX_contact_submissions_created', ['createdAt'])
@Index('IDX_contact_submissions_read', ['readAt'])
export class ContactSubmission extends TimestampedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  nome: string;

  @Column({ type: 'varchar', length: 100 })
  sobrenome: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  empresa: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  telefone: string;

  @Column({ type: 'varchar', length: 200 })
  assunto: string;

  @Column({ type: 'text' })
  mensagem: string;

  /** when an admin first opened it in the dashboard; null while unread */
  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;
}
