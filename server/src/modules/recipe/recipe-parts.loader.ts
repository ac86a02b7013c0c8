import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';

/** The ordered child lists of a recipe. */
export interface RecipeParts {
  ingredients: Ingredient[];
  instructions: Instruction[];
  notes: Note[];
  tags: RecipeTag[];
  utensils: Utensil[];
}

interface PartRow {
  kind: 'ingredient' | 'instruction' | 'note' | 'tag' | 'utensil';
  id: number | string;
  recipeId: number | string;
  position: number | string;
  section: string;
  body: string;
  quantity: string | null;
  unit: string | null;
  link: string | null;
  stepNumber: number | string | null;
}

/** The five lists in one statement: each SELECT reads its table through its (recipeId, position) index. */
function partsQuery(count: number): string {
  const ids = Array.from({ length: count }, () => '?').join(', ');
  return `
    SELECT 'ingredient' AS kind, id, recipeId, position, section, ingredientName AS body, quantity, unit,
      NULL AS link, NULL AS stepNumber
    FROM recipe_ingredients WHERE recipeId IN (${ids})
    UNION ALL SELECT 'instruction', id, recipeId, position, section, instructionText, NULL, NULL, NULL, stepNumber
    FROM recipe_instructions WHERE recipeId IN (${ids})
    UNION ALL SELECT 'note', id, recipeId, position, '', noteText, NULL, NULL, NULL, NULL
    FROM recipe_notes WHERE recipeId IN (${ids})
    UNION ALL SELECT 'tag', id, recipeId, position, '', name, NULL, NULL, NULL, NULL
    FROM recipe_tags WHERE recipeId IN (${ids})
    UNION ALL SELECT 'utensil', id, recipeId, position, '', name, NULL, NULL, link, NULL
    FROM recipe_utensils WHERE recipeId IN (${ids})
    ORDER BY recipeId, position`;
}

function addRow(parts: RecipeParts, row: PartRow): void {
  const base = { id: Number(row.id), recipeId: Number(row.recipeId), position: Number(row.position) };
  switch (row.kind) {
    case 'ingredient':
      parts.ingredients.push(
        Object.assign(new Ingredient(), {
          ...base,
          section: row.section,
          ingredientName: row.body,
          quantity: row.quantity ?? '',
          unit: row.unit ?? '',
        }),
      );
      return;
    case 'instruction':
      parts.instructions.push(
        Object.assign(new Instruction(), {
          ...base,
          section: row.section,
          stepNumber: Number(row.stepNumber),
          instructionText: row.body,
        }),
      );
      return;
    case 'note':
      parts.notes.push(Object.assign(new Note(), { ...base, noteText: row.body }));
      return;
    case 'tag':
      parts.tags.push(Object.assign(new RecipeTag(), { ...base, name: row.body }));
      return;
    case 'utensil':
      parts.utensils.push(Object.assign(new Utensil(), { ...base, name: row.body, link: row.link }));
      return;
  }
}

/** One statement per batch: every child list of the requested recipes, each in stored order. */
export function createRecipePartsLoader(ds: DataSource, maxBatchSize: number) {
  return new DataLoader<number, RecipeParts>(
    async (ids) => {
      const rows: PartRow[] = await ds.query(partsQuery(ids.length), Array(5).fill(ids).flat());
      const byRecipe = new Map<number, RecipeParts>(
        ids.map((id) => [id, { ingredients: [], instructions: [], notes: [], tags: [], utensils: [] }]),
      );
      for (const row of rows) {
        const parts = byRecipe.get(Number(row.recipeId));
        if (parts) addRow(parts, row);
      }
      return ids.map((id) => byRecipe.get(id)!);
    },
    { maxBatchSize },
  );
}
