import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { ContactService } from './contact.service';
import { ContactInput, ContactView } from './contact.types';

@Resolver(() => ContactView)
export class ContactResolver {
  constructor(private readonly contactService: ContactService) {}

  @Mutation(() => ContactView, { description: "Sends a 'Fale com a gente' message (5 a minute per address)" })
  submitContact(@Ctx() ctx: RequestContext, @Arg('input', () => ContactInput) input: ContactInput) {
    return this.contactService.submit(ctx, input);
  }

  @Authorized('ADMIN')
  @Query(() => [ContactView], { description: 'Newest first' })
  contacts(@Ctx() ctx: RequestContext) {
    return this.contactService.list(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => Int, { description: 'Messages no admin has opened yet' })
  unreadContactCount(@Ctx() ctx: RequestContext) {
    return this.contactService.unreadCount(ctx);
  }

  @Authorized('ADMIN')
  @Mutation(() => ContactView, {
    description: 'Marks a message read (opening its details); keeps the first reading time',
  })
  markContactRead(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.contactService.markRead(ctx, id);
  }
}
