import {
  EventSubscriber,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RecoverEvent,
  type RemoveEvent,
  type SoftRemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { Comment } from '../comment/comment.entity';
import { ContactSubmission } from '../contact/contact.entity';
import { EmailConfirmation } from '../email-confirmation/email-confirmation.entity';
import { MediaAsset } from '../media/media-asset.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { Notification, NotificationRead } from '../notification/notification.entity';
import { RecipeRevision } from '../recipe/recipe-revision.entity';
import { RecipeView } from '../recipe/recipe-view.entity';
import { SavedRecipe } from '../saved-recipe/saved-recipe.entity';
import { SignInLink } from '../auth/sign-in-link.entity';
import { User } from '../user/user.entity';
import { ContentState } from './content-state.entity';

/**
 * Tables whose writes leave the site-wide version alone: those no public page shows, and comments, which only their
 * recipe's page shows (CommentService moves that recipe's discussion version instead, so a reader's comment does not
 * re-render every page of the site). Every other entity is public content.
 */
const PRIVATE_ENTITIES: ReadonlySet<unknown> = new Set([
  Comment,
  ContentState,
  ContactSubmission,
  EmailConfirmation,
  MediaAsset,
  NewsletterSubscriber,
  Notification,
  NotificationRead,
  // the dashboard's history and autosaves: the recipe write beside a revision moves the version itself
  RecipeRevision,
  RecipeView,
  // a reader's own list, shown after hydration: never in a cached page
  SavedRecipe,
  SignInLink,
]);

/**
 * Account columns no page shows: a password change, a session reset, an e-mail confirmation or a ban changes no
 * byline (without this, every reader confirming their e-mail would empty every page cache).
 */
const PRIVATE_USER_COLUMNS: ReadonlySet<string> = new Set([
  'passwordHash',
  'tokenVersion',
  'emailKey',
  'emailConfirmedAt',
  'bannedAt',
  'updatedAt',
]);

/** An update of private account columns only (the columns a save changed, or the values an update sets). */
function privateUpdate(event: UpdateEvent<unknown>): boolean {
  if (event.metadata.target !== User) return false;
  const changed = event.updatedColumns.length
    ? event.updatedColumns.map((c) => c.propertyName)
    : Object.keys((event.entity as object | undefined) ?? {});
  return changed.length > 0 && changed.every((c) => PRIVATE_USER_COLUMNS.has(c));
}

/** A new account shows nowhere until it writes something (a rename or removal changes its comments' bylines). */
const PRIVATE_INSERTS: ReadonlySet<unknown> = new Set([User]);

const BUMPED = Symbol('contentVersionBumped');

/** Increments the public-content version (in the caller's transaction when it has one). */
export async function bumpContentVersion(em: EntityManager): Promise<void> {
  await em
    .createQueryBuilder()
    .update(ContentState)
    .set({ contentVersion: () => 'contentVersion + 1' })
    .where('id = 1')
    .callListeners(false)
    .execute();
}

const flags = (qr: QueryRunner) => qr.data as { [BUMPED]?: boolean };

/**
 * Every write to public content moves `content_state.contentVersion`, so no service has to remember to purge the page
 * cache. In a transaction the version row is updated once, before the transaction's first content write: every
 * content writer then takes that row's lock first (recipe writers already do), so writers cannot deadlock on it.
 * A write outside a transaction bumps right after it. Raw SQL writes are not seen: they call bumpContentVersion.
 */
@EventSubscriber()
export class ContentWriteSubscriber implements EntitySubscriberInterface {
  async beforeInsert(event: InsertEvent<unknown>): Promise<void> {
    if (PRIVATE_INSERTS.has(event.metadata.target)) return;
    await this.before(event.metadata, event.queryRunner, event.manager);
  }
  async beforeUpdate(event: UpdateEvent<unknown>): Promise<void> {
    if (privateUpdate(event)) return;
    await this.before(event.metadata, event.queryRunner, event.manager);
  }
  async beforeRemove(event: RemoveEvent<unknown>): Promise<void> {
    await this.before(event.metadata, event.queryRunner, event.manager);
  }
  // Moving to the trash and back (softDelete, restore) is a write like any other.
  async beforeSoftRemove(event: SoftRemoveEvent<unknown>): Promise<void> {
    await this.before(event.metadata, event.queryRunner, event.manager);
  }
  async beforeRecover(event: RecoverEvent<unknown>): Promise<void> {
    await this.before(event.metadata, event.queryRunner, event.manager);
  }
  async afterInsert(event: InsertEvent<unknown>): Promise<void> {
    if (PRIVATE_INSERTS.has(event.metadata.target)) return;
    await this.after(event.metadata, event.queryRunner, event.manager);
  }
  async afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    if (privateUpdate(event)) return;
    await this.after(event.metadata, event.queryRunner, event.manager);
  }
  async afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    await this.after(event.metadata, event.queryRunner, event.manager);
  }
  async afterSoftRemove(event: SoftRemoveEvent<unknown>): Promise<void> {
    await this.after(event.metadata, event.queryRunner, event.manager);
  }
  async afterRecover(event: RecoverEvent<unknown>): Promise<void> {
    await this.after(event.metadata, event.queryRunner, event.manager);
  }
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!event.queryRunner.isTransactionActive) delete flags(event.queryRunner)[BUMPED];
  }
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete flags(event.queryRunner)[BUMPED];
  }

  private async before(metadata: EntityMetadata, qr: QueryRunner, em: EntityManager): Promise<void> {
    if (PRIVATE_ENTITIES.has(metadata.target) || !qr.isTransactionActive || flags(qr)[BUMPED]) return;
    flags(qr)[BUMPED] = true;
    await bumpContentVersion(em);
  }

  private async after(metadata: EntityMetadata, qr: QueryRunner, em: EntityManager): Promise<void> {
    if (PRIVATE_ENTITIES.has(metadata.target) || qr.isTransactionActive) return;
    await bumpContentVersion(em);
  }
}
