import 'reflect-metadata';
import type { RequestContext } from '../../graphql/context';
import type { FacetRow, FacetTable } from '../filter/facet-table';
import type { FilterService } from '../filter/filter.service';
import type { RecipeListing } from './listing/recipe-listing';
import type { Recipe } from './recipe.entity';
import { RecipeSimilarService } from './recipe-similar.service';
import type { RecipeService } from './recipe.service';

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;

function row(id: number, categoryIds: number[], publishedAt = NOW - id * HOUR): FacetRow {
  return {
    id,
    publishedAt,
    categoryIds,
    occasionIds: [],
    cravingIds: [],
    ingredients: [],
    tags: [],
    difficulty: 'EASY',
    totalMinutes: null,
    prepMinutes: null,
    cookMinutes: null,
    draft: publishedAt === Infinity,
    datePublished: Number.isFinite(publishedAt) ? publishedAt : NOW,
    titleKey: `r${id}`,
    cuisineKey: null,
  };
}

/** The service over an in-memory table that writes replace as the facet table does (a new rows array). */
function setup(rows: FacetRow[]) {
  const table = { rows, byId: new Map(rows.map((r) => [r.id, r])), ingredientKeys: [] as string[] } as FacetTable;
  const write = (changed: FacetRow) => {
    table.rows = [...table.rows.filter((r) => r.id !== changed.id), changed];
    table.byId.set(changed.id, changed);
  };
  const filters = { table: async () => table, tableFor: async () => table } as unknown as FilterService;
  const recipes = { get: async () => ({}) } as unknown as RecipeService;
  const listing = {
    byIds: async (ids: number[]) => ids.map((id) => ({ id }) as Recipe),
  } as unknown as RecipeListing;
  const service = new RecipeSimilarService(recipes, filters, listing);
  const similar = async (id: number) =>
    (await service.similar({} as RequestContext, id, 0, 30)).content.map((r) => r.id);
  return { similar, write };
}

describe('RecipeSimilarService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a ranking until the rows change or a scheduled recipe goes public', async () => {
    let now = NOW;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { similar, write } = setup([
      row(1, [10]),
      row(2, [10]),
      row(3, [20]),
      row(4, [10], NOW + HOUR), // scheduled in an hour
      row(5, [10], Infinity), // a draft
    ]);
    expect(await similar(1)).toEqual([2]);
    // A write: recipe 3 joins category 10 and shows at once.
    write(row(3, [10, 20]));
    expect(await similar(1)).toEqual([2, 3]);
    // An hour later the scheduled recipe is public: the kept ranking is not used past that instant.
    now = NOW + HOUR;
    expect(await similar(1)).toEqual([4, 2, 3]);
    // A draft never shows, and the recipe itself never does.
    now = NOW + 100 * HOUR;
    expect(await similar(1)).toEqual([4, 2, 3]);
    expect(await similar(4)).toEqual([1, 2, 3]); // ties: the newer first
  });
});
