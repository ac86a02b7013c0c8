import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type AuthChecker } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { CategoryResolver } from '../modules/category/category.resolver';
import { CravingResolver } from '../modules/craving/craving.resolver';
import { ImportResolver } from '../modules/import/import.resolver';
import { ImportJobItemResolver, ImportJobResolver } from '../modules/import/import-job.resolver';
import { RecipeArchiveResolver } from '../modules/import/archive/archive.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { ImageSetResolver } from '../modules/media/image-set.resolver';
import { MediaLibraryResolver } from '../modules/media/media-library.resolver';
import { OccasionResolver } from '../modules/occasion/occasion.resolver';
import { DashboardRecipePageResolver, RecipeResolver } from '../modules/recipe/recipe.resolver';
import { RecipeRevisionResolver } from '../modules/recipe/recipe-revision.resolver';
import { UserResolver } from '../modules/user/user.resolver';
import { RecipeDiscoveryResolver } from '../modules/recipe/recipe-discovery.resolver';
import { FilterResolver } from '../modules/filter/filter.resolver';
import { CommentResolver } from '../modules/comment/comment.resolver';
import { CommentModerationResolver } from '../modules/comment/comment-moderation.resolver';
import { NotificationResolver } from '../modules/notification/notification.resolver';
import { EBookResolver, RecipeEBooksResolver } from '../modules/ebook/ebook.resolver';
import { EmailConfirmationResolver } from '../modules/email-confirmation/email-confirmation.resolver';
import { ConfigurationResolver } from '../modules/configuration/configuration.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';
import { HomeResolver } from '../modules/home/home.resolver';
import { SavedRecipeResolver } from '../modules/saved-recipe/saved-recipe.resolver';
import { TrashResolver } from '../modules/trash/trash.resolver';
import type { Services } from '../services';
import { forbidden, unauthenticated } from '../shared/errors';
import type { RequestContext } from './context';

/** One check for every @Authorized field: 401 without a (valid) session, 403 with the wrong role. */
export function checkAuthorized(context: RequestContext, roles: string[]): true {
  if (!context.user) throw context.authError ?? unauthenticated();
  if (roles.length && !roles.includes(context.user.role)) throw forbidden();
  return true;
}

export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => checkAuthorized(context, roles);

function resolverInstances(s: Services) {
  return new Map<Function, object>([
    [AuthResolver, new AuthResolver(s.auth, s.users)],
    [UserResolver, new UserResolver(s.users)],
    [RecipeResolver, new RecipeResolver(s.recipes, s.listing, s.filters, s.categories, s.imports)],
    [ImportResolver, new ImportResolver(s.imports)],
    [ImportJobResolver, new ImportJobResolver(s.importJobs)],
    [ImportJobItemResolver, new ImportJobItemResolver()],
    [RecipeArchiveResolver, new RecipeArchiveResolver(s.recipeArchive)],
    [DashboardRecipePageResolver, new DashboardRecipePageResolver(s.listing)],
    [RecipeRevisionResolver, new RecipeRevisionResolver(s.revisions, s.recipes)],
    [CategoryResolver, new CategoryResolver(s.categories)],
    [CravingResolver, new CravingResolver(s.cravings)],
    [OccasionResolver, new OccasionResolver(s.occasions)],
    [MediaResolver, new MediaResolver(s.media)],
    [ImageSetResolver, new ImageSetResolver(s.media)],
    [MediaLibraryResolver, new MediaLibraryResolver(s.mediaLibrary)],
    [RecipeDiscoveryResolver, new RecipeDiscoveryResolver(s.listing, s.popularity, s.similar, s.recipeMail)],
    [FilterResolver, new FilterResolver(s.filters, s.listing)],
    [CommentResolver, new CommentResolver(s.comments)],
    [CommentModerationResolver, new CommentModerationResolver(s.commentModeration)],
    [NotificationResolver, new NotificationResolver(s.notifications)],
    [EBookResolver, new EBookResolver(s.ebooks)],
    [RecipeEBooksResolver, new RecipeEBooksResolver(s.ebooks)],
    [ConfigurationResolver, new ConfigurationResolver(s.configuration)],
    [ContactResolver, new ContactResolver(s.contacts)],
    [DashboardResolver, new DashboardResolver(s.dashboard)],
    [NewsletterResolver, new NewsletterResolver(s.newsletter)],
    [HomeResolver, new HomeResolver(s.home)],
    [SavedRecipeResolver, new SavedRecipeResolver(s.savedRecipes)],
    [TrashResolver, new TrashResolver(s.trash)],
    [EmailConfirmationResolver, new EmailConfirmationResolver(s.emailConfirmations)],
  ]);
}

export async function buildAppSchema(services: Services): Promise<GraphQLSchema> {
  const instances = resolverInstances(services);
  return buildSchema({
    resolvers: [...instances.keys()] as [Function, ...Function[]],
    container: { get: (cls: Function) => instances.get(cls) },
    authChecker,
    validate: { forbidUnknownValues: false },
  });
}

/** The SDL committed as schema/schema.graphql (sorted, so it only changes when the API does). */
export async function printAppSchema(): Promise<string> {
  const schema = await buildAppSchema({} as Services);
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
