import { CrawlSurface } from './modules/seo/crawl-surface';
import { MediaVariants } from './modules/media/media-variants';
import { StructuredData } from './modules/seo/structured-data';
import { recipeCategories } from './modules/recipe/recipe-categories';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { DatabaseHealth } from './db/db-health';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/tokens';
import { CategoryService } from './modules/category/category.service';
import { CommentLimits } from './modules/comment/comment.limits';
import { CommentService } from './modules/comment/comment.service';
import { CommentModerationService } from './modules/comment/comment-moderation.service';
import { ConfigurationService } from './modules/configuration/configuration.service';
import { ContactService } from './modules/contact/contact.service';
import { ContentVersion } from './modules/content/content-version';
import type { RecipeChangeBroadcast } from './modules/content/recipe-change-broadcast';
import { CravingService } from './modules/craving/craving.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { EBookService } from './modules/ebook/ebook.service';
import { EmailConfirmationService } from './modules/email-confirmation/email-confirmation.service';
import { FilterService } from './modules/filter/filter.service';
import { HomeService } from './modules/home/home.service';
import type { Mailer } from './modules/mail/mailer';
import { Notifier } from './modules/mail/notifier';
import { capPerRecipient } from './modules/mail/recipient-cap';
import { ImportService } from './modules/import/import.service';
import { ImportJobs } from './modules/import/import-jobs.service';
import { RecipeArchiveService } from './modules/import/archive/recipe-archive.service';
import { MediaService } from './modules/media/media.service';
import { MediaLibraryService } from './modules/media/media-library.service';
import type { MediaStorage } from './modules/media/storage';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { NotificationService } from './modules/notification/notification.service';
import { OccasionService } from './modules/occasion/occasion.service';
import { RecipeMailService } from './modules/recipe/recipe-mail.service';
import { RecipePopularityService } from './modules/recipe/recipe-popularity.service';
import { RecipeSimilarService } from './modules/recipe/recipe-similar.service';
import { RecipeListing } from './modules/recipe/listing/recipe-listing';
import { RecipeRevisionService } from './modules/recipe/recipe-revision.service';
import { RecipeService } from './modules/recipe/recipe.service';
import { SavedRecipeService } from './modules/saved-recipe/saved-recipe.service';
import { SearchService } from './modules/search/search.service';
import { TrashService } from './modules/trash/trash.service';
import { Role, User } from './modules/user/user.entity';
import { LoginThrottle } from './modules/auth/login-throttle';
import { SignInLinks } from './modules/auth/sign-in-links';
import { SITE_NAME } from './modules/mail/layout';
import { LocalRateCounters, SlidingWindowLimiter, type RateCounters } from './shared/rate-counters';
import { UserService } from './modules/user/user.service';

export interface ServiceOptions {
  jwtSecret: string;
  storage: MediaStorage;
  mailer: Mailer;
  siteAuthor: string;
  publicUrl: string;
  siteOwnerEmail: string | undefined;
  siteTimeZone: string;
  logger: Logger;
  /** where rate limits count (default: this process's memory) */
  counters?: RateCounters;
  /** how other processes learn of this one's recipe writes (none: this process alone patches its projections) */
  broadcast?: RecipeChangeBroadcast;
  /** the per-recipient daily cap of e-mails (default MAILS_PER_RECIPIENT_PER_DAY) */
  mailsPerRecipientPerDay?: number;
  /** the importer may fetch addresses on this machine and private networks (IMPORT_ALLOW_PRIVATE_NETWORKS) */
  importAllowPrivateNetworks?: boolean;
  /** a migration's pause between two requests to one site (default 1 s; tests shorten it) */
  importHostPauseMs?: number;
  /** whether the database can be reached right now (one monitor per process) */
  dbHealth: DatabaseHealth;
  /** days an item stays in the trash before it is deleted for good (TRASH_RETENTION_DAYS; default 30) */
  trashRetentionDays?: number;
}

/** The application's services: created once per process, shared by GraphQL, REST, the seed and the tests. */
export function createServices(ds: DataSource, opts: ServiceOptions) {
  const counters = opts.counters ?? new LocalRateCounters();
  const perMinute = (name: string, limit: number) => new SlidingWindowLimiter(counters, name, limit, 60_000);
  const tokens = new TokenService(opts.jwtSecret);
  const users = new UserService(ds, [opts.siteAuthor, SITE_NAME]);
  const version = new ContentVersion(ds, opts.broadcast);
  const notifications = new NotificationService(ds);
  const revisions = new RecipeRevisionService(ds, opts.siteAuthor);
  const recipes = new RecipeService(ds, opts.siteAuthor, version, notifications, revisions);
  // Every e-mail of the site passes the per-recipient daily cap: whoever sends, one inbox gets a bounded number.
  const mailer = capPerRecipient(opts.mailer, counters, opts.logger, opts.mailsPerRecipientPerDay);
  const notifier = new Notifier(mailer, {
    publicUrl: opts.publicUrl,
    logger: opts.logger,
    ownerEmail: async () =>
      opts.siteOwnerEmail ??
      (await ds.getRepository(User).findOne({ where: { role: Role.ADMIN }, order: { id: 'ASC' } }))?.email ??
      null,
  });
  const newsletter = new NewsletterService(ds, notifier, perMinute('newsletter', 10));
  const configuration = new ConfigurationService(ds);
  const mediaVariants = new MediaVariants(ds, opts.storage, opts.logger);
  const media = new MediaService(ds, opts.storage, mediaVariants);
  const imports = new ImportService(ds, media, {
    allowPrivateNetworks: opts.importAllowPrivateNetworks ?? false,
    perAdmin: new SlidingWindowLimiter(counters, 'import:admin', 30, 60_000),
    global: new SlidingWindowLimiter(counters, 'import:site', 120, 60_000),
  });
  const contacts = new ContactService(ds, notifier, perMinute('contact', 5));
  const emailConfirmations = new EmailConfirmationService(ds, mailer, {
    publicUrl: opts.publicUrl,
    logger: opts.logger,
    perAccount: new SlidingWindowLimiter(counters, 'email-confirmation:account', 3, 60 * 60_000),
  });
  const popularity = new RecipePopularityService(ds, recipes, opts.jwtSecret, opts.siteTimeZone);
  const search = new SearchService(ds, version);
  const filters = new FilterService(ds, version);
  const listing = new RecipeListing(ds, search, filters);
  const categories = new CategoryService(ds, version);
  const structuredData = new StructuredData(
    ds,
    configuration,
    media,
    (ctx, recipeId) => recipeCategories(ctx, recipeId, filters, categories),
    opts.publicUrl,
  );
  return {
    ds,
    siteTimeZone: opts.siteTimeZone,
    counters,
    dbHealth: opts.dbHealth,
    tokens,
    users,
    version,
    notifications,
    recipes,
    revisions,
    newsletter,
    mailer,
    emailConfirmations,
    auth: new AuthService(
      ds,
      users,
      tokens,
      new LoginThrottle(counters),
      new SlidingWindowLimiter(counters, 'register', 20, 60 * 60_000),
      new SignInLinks(ds, users, mailer, {
        publicUrl: opts.publicUrl,
        logger: opts.logger,
        perAddress: new SlidingWindowLimiter(counters, 'sign-in-link:address', 10, 60 * 60_000),
        perAccount: new SlidingWindowLimiter(counters, 'sign-in-link:account', 3, 60 * 60_000),
      }),
      emailConfirmations,
    ),
    categories,
    savedRecipes: new SavedRecipeService(ds),
    cravings: new CravingService(ds, version),
    occasions: new OccasionService(ds),
    media,
    mediaVariants,
    mediaLibrary: new MediaLibraryService(ds, opts.storage, media),
    imports,
    importJobs: new ImportJobs(ds, imports, recipes, {
      logger: opts.logger,
      hostPauseMs: opts.importHostPauseMs,
    }),
    recipeArchive: new RecipeArchiveService(ds, {
      storage: opts.storage,
      media,
      recipes,
      categories,
      structuredData,
      publicUrl: opts.publicUrl,
      siteTimeZone: opts.siteTimeZone,
      logger: opts.logger,
    }),
    comments: new CommentService(ds, recipes, notifications, new CommentLimits(counters)),
    commentModeration: new CommentModerationService(ds, notifications),
    ebooks: new EBookService(ds, opts.siteTimeZone),
    configuration,
    contacts,
    dashboard: new DashboardService(ds, contacts, listing, opts.siteTimeZone),
    popularity,
    home: new HomeService(ds, configuration, popularity, opts.siteTimeZone),
    similar: new RecipeSimilarService(recipes, filters, listing),
    recipeMail: new RecipeMailService(recipes, newsletter, notifier, perMinute('save-by-email', 5)),
    search,
    filters,
    listing,
    crawl: new CrawlSurface(ds, version, opts.publicUrl),
    trash: new TrashService(ds, version, notifications, opts.trashRetentionDays),
    structuredData,
  };
}

export type Services = ReturnType<typeof createServices>;
