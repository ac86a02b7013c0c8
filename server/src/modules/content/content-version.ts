import type { DataSource, EntityManager } from 'typeorm';
import { ContentState } from './content-state.entity';

const RECHECK_MS = 1000;

export type RecipeChangeListener = (recipeId: number, version: number) => void | Promise<void>;

/**
 * The site-wide recipe content version. Writes bump it inside their transaction; readers of in-memory projections
 * (search index, facet table) ask for it at most once a second and rebuild when it moved.
 */
export class ContentVersion {
  private cached: { value: number; at: number } | null = null;
  private readonly listeners: RecipeChangeListener[] = [];

  constructor(private readonly ds: DataSource) {}

  async ensureRow(): Promise<void> {
    const repo = this.ds.getRepository(ContentState);
    if (!(await repo.existsBy({ id: 1 }))) await repo.insert({ id: 1, recipesVersion: 0 });
  }

  /** Increments the version within the caller's transaction and returns the new value. */
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

  async current(): Promise<number> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < RECHECK_MS) return this.cached.value;
    const row = await this.ds.getRepository(ContentState).findOneBy({ id: 1 });
    this.cached = { value: row?.recipesVersion ?? 0, at: now };
    return this.cached.value;
  }

  onRecipeChanged(listener: RecipeChangeListener): void {
    this.listeners.push(listener);
  }

  /** Called after a recipe write committed in this process. */
  async recipeChanged(recipeId: number, version: number): Promise<void> {
    this.cached = { value: version, at: Date.now() };
    for (const listener of this.listeners) await listener(recipeId, version);
  }
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
