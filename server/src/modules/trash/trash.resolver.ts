import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageInput } from '../../shared/paging';
import type { TrashService } from './trash.service';
import { ContentReference, TrashKind, TrashPage } from './trash.types';

@Resolver()
export class TrashResolver {
  constructor(private readonly trashService: TrashService) {}

  @Authorized('ADMIN')
  @Query(() => TrashPage, {
    description: 'The trash, newest first: every kind, or one; at most 50 items a page',
  })
  trash(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => TrashKind, { nullable: true }) kind?: TrashKind | null,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null,
  ) {
    return this.trashService.list(ctx, kind ?? null, page ?? null);
  }

  @Authorized('ADMIN')
  @Query(() => [ContentReference], {
    description:
      'Where the site shows these items (featured, weekly menu, featured e-book, e-books): ask before deleting',
  })
  deletionImpact(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => TrashKind) kind: TrashKind,
    @Arg('ids', () => [Int]) ids: number[],
  ) {
    return this.trashService.deletionImpact(ctx, kind, ids);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description: 'Takes an item out of the trash with its links; a category whose name was taken gets "Nome (2)"',
  })
  async restoreFromTrash(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => TrashKind) kind: TrashKind,
    @Arg('id', () => Int) id: number,
  ) {
    await this.trashService.restore(ctx, kind, id);
    return true;
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Deletes an item of the trash for good (NOT_FOUND when not in the trash)' })
  async deleteForever(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => TrashKind) kind: TrashKind,
    @Arg('id', () => Int) id: number,
  ) {
    await this.trashService.deleteForever(ctx, kind, id);
    return true;
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, { description: 'Deletes everything in the trash for good; how many items went' })
  emptyTrash(@Ctx() ctx: RequestContext) {
    return this.trashService.empty(ctx);
  }
}
