import type { DataSource, EntityManager } from 'typeorm';
import { CoalescedRead, KeyedCoalescedRead } from '../../shared/coalesced-read';
import { ContentState } from './content-state.entity';
import type { RecipeChangeBroadcast } from './recipe-change-broadcast';

/** `withdrawn`: the recipe was public before this write and is not any more (a draft, scheduled later, deleted). */
export type RecipeChangeListener = (recipeId: number, version: number, withdrawn: boolean) => void | Promise<void>;

export interface ContentVersions {
  /** moves with every recipe write (search index, facet table) */
  recipes: number;
  /** moves with every write that can change a public page (page cache) */
  content: number;
}

/** The versions a recipe's page is cached at: an edit moves the first, a comment or rating the second. */
export interface RecipePageVersion {
  /** the site's public-content version */
  content: number;
  /** the recipe's discussion version (0 for an unknown id or a trashed recipe) */
  discussion: number;
}

/**
 * The site-wide content versions. Writes bump them inside their transaction (recipe writers explicitly, every other
 * public-content write through ContentWriteSubscriber). Readers always get a value read after they asked (one shared
 * read for concurrent callers), so a write committed by any process or instance is seen by the next request anywhere.
 */
export class ContentVersion {
  private readonly listeners: RecipeChangeListener[] = [];
  private readonly versions: CoalescedRead<ContentVersions>;
  private readonly recipePages: KeyedCoalescedRead<number, RecipePageVersion>;
  /** other processes' changes, applied one after another in the order they arrive */
  private remote: Promise<void> = Promise.resolve();

  constructor(
    private readonly ds: DataSource,
    private readonly broadcast?: RecipeChangeBroadcast,
  ) {
    // A change another process committed: the same catch-up as for this process's own (a failed patch leaves the
    // projection behind the version, so it rebuilds on its next read).
    broadcast?.subscribe(({ recipeId, version, withdrawn }) => {
      this.remote = this.remote.then(() => this.notify(recipeId, version, withdrawn)).catch(() => undefined);
    });
    // Read on every page-cache hit: plain SQL, none of the entity machinery.
    this.versions = new CoalescedRead(async () => {
      const rows: { recipesVersion: number | string; contentVersion: number | string }[] = await this.ds.query(
        'SELECT recipesVersion, contentVersion FROM content_state WHERE id = 1',
      );
      return { recipes: Number(rows[0]?.recipesVersion ?? 0), content: Number(rows[0]?.contentVersion ?? 0) };
    });
    // Read on every hit of a recipe page: one shared read per recipe for the requests asking at the same moment.
    this.recipePages = new KeyedCoalescedRead(async (recipeId) => {
      const rows: { content: number | string; discussion: number | string }[] = await this.ds.query(
        'SELECT cs.contentVersion AS content, ' +
          'COALESCE((SELECT r.discussionVersion FROM recipes r WHERE r.id = ? AND r.deletedAt IS NULL), 0) AS discussion ' +
          'FROM content_state cs WHERE cs.id = 1',
        [recipeId],
      );
      return { content: Number(rows[0]?.content ?? 0), discussion: Number(rows[0]?.discussion ?? 0) };
    });
  }

  async ensureRow(): Promise<void> {
    const repo = this.ds.getRepository(ContentState);
    if (!(await repo.existsBy({ id: 1 }))) await repo.insert({ id: 1, recipesVersion: 0, contentVersion: 0 });
  }

  /** Increments the recipe version within the caller's transaction and returns the new value. */
  async bump(em: EntityManager): Promise<number> {
    await em
      .createQueryBuilder()
      .update(ContentState)
      .set({ recipesVersion: () => 'recipesVersion + 1' })
      .where('id = 1')
      .execute();
    const row = await em.getRepository(ContentState).findOneByOrFail({ id: 1 });
    return row.recipesVersion;
  }

  /** The recipe version now (search index, facet table). */
  async current(): Promise<number> {
    return (await this.versions.get()).recipes;
  }

  /** The public-content version now (page cache). */
  async content(): Promise<number> {
    return (await this.versions.get()).content;
  }

  /**
   * The versions a recipe's page is cached at, both read in one statement: the site's content version and the
   * recipe's discussion version (its comments and ratings), apart because the page cache treats them differently.
   * Coalesced per recipe and as fresh as content().
   */
  recipePage(recipeId: number): Promise<RecipePageVersion> {
    return this.recipePages.get(recipeId);
  }

  onRecipeChanged(listener: RecipeChangeListener): void {
    this.listeners.push(listener);
  }

  /** Called after a recipe write committed in this process; tells the other processes too, when there are any. */
  async recipeChanged(recipeId: number, version: number, withdrawn = false): Promise<void> {
    await this.notify(recipeId, version, withdrawn);
    await this.broadcast?.publish({ recipeId, version, withdrawn });
  }

  private async notify(recipeId: number, version: number, withdrawn: boolean): Promise<void> {
    for (const listener of this.listeners) await listener(recipeId, version, withdrawn);
  }
}

/**
 * Moves one recipe's discussion version (in the caller's transaction): called by every write of a comment or rating,
 * which the site-wide content version ignores. Raw SQL: no listeners, and the recipe's updatedAt is not an edit.
 */
export async function bumpDiscussionVersion(em: EntityManager, recipeId: number): Promise<void> {
  await em.query('UPDATE recipes SET discussionVersion = discussionVersion + 1, updatedAt = updatedAt WHERE id = ?', [
    recipeId,
  ]);
}

/**
 * A value derived from all recipes, rebuilt when the content version moves (single-flight: concurrent readers
 * share one rebuild). `patch` applies this process's own single-recipe change without a full rebuild.
 */
export class VersionedProjection<T> {
  private value: T | null = null;
  private builtFor = -1;
  private building: Promise<T> | null = null;

  constructor(
    private readonly version: ContentVersion,
    private readonly build: () => Promise<T>,
    private readonly patch?: (value: T, recipeId: number) => Promise<void>,
  ) {
    version.onRecipeChanged(async (recipeId, newVersion) => {
      if (this.value !== null && this.patch && this.builtFor === newVersion - 1) {
        await this.patch(this.value, recipeId);
        this.builtFor = newVersion;
      } else {
        this.builtFor = -1;
      }
    });
  }

  async get(): Promise<T> {
    const current = await this.version.current();
    if (this.value !== null && this.builtFor === current) return this.value;
    this.building ??= (async () => {
      try {
        const value = await this.build();
        this.value = value;
        this.builtFor = current;
        return value;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}
