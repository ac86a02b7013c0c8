import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { EBookService } from './ebook.service';
import { EBookInput, EBookView } from './ebook.types';

@Resolver(() => EBookView)
export class EBookResolver {
  constructor(private readonly ebookService: EBookService) {}

  @Query(() => [EBookView], { description: 'Published e-books (publication date ≤ today), newest first' })
  ebooks(@Ctx() ctx: RequestContext) {
    return this.ebookService.published(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => [EBookView], { description: 'Every e-book, scheduled ones included' })
  adminEbooks(@Ctx() ctx: RequestContext) {
    return this.ebookService.all(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => EBookView)
  adminEbook(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.ebookService.get(ctx, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => EBookView)
  createEbook(@Ctx() ctx: RequestContext, @Arg('input', () => EBookInput) input: EBookInput) {
    return this.ebookService.create(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => EBookView)
  updateEbook(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EBookInput) input: EBookInput,
  ) {
    return this.ebookService.update(ctx, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  async deleteEbook(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.ebookService.delete(ctx, id);
    return true;
  }
}
