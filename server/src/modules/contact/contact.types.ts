import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ContactSubmission')
export class ContactView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  nome: string;

  @Field(() => String)
  sobrenome: string;

  @Field(() => String, { nullable: true })
  empresa: string | null;

  @Field(() => String)
  email: string;

  @Field(() => String)
  telefone: string;

  @Field(() => String)
  assunto: string;

  @Field(() => String)
  mensagem: string;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When an admin first opened it; null while unread' })
  readAt: Date | null;
}

@InputType()
export class ContactInput {
  @Field(() => String, { nullable: true })
  nome?: string | null;

  @Field(() => String, { nullable: true })
  sobrenome?: string | null;

  @Field(() => String, { nullable: true })
  empresa?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  telefone?: string | null;

  @Field(() => String, { nullable: true })
  assunto?: string | null;

  @Field(() => String, { nullable: true })
  mensagem?: string | null;
}
