import { Field, Int, ObjectType } from 'type-graphql';

export type ArchiveItemStatus = 'created' | 'duplicate' | 'failed';

@ObjectType({ description: 'What became of one recipe file of an imported archive' })
export class RecipeArchiveItem {
  @Field(() => String, { description: 'its path inside the .zip' })
  file: string;

  @Field(() => String, {
    description: "'created', 'duplicate' (a recipe with this title exists: skipped) or 'failed' (see error)",
  })
  status: ArchiveItemStatus;

  @Field(() => Int, { nullable: true, description: 'the recipe created here' })
  recipeId?: number | null;

  @Field(() => String, { nullable: true, description: 'why it failed (pt-BR)' })
  error?: string | null;
}

@ObjectType({ description: 'The outcome of importing a catalogue archive (the .zip of GET /api/recipes/export)' })
export class RecipeArchiveImport {
  @Field(() => Int)
  created: number;

  @Field(() => Int)
  duplicates: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int)
  categoriesCreated: number;

  @Field(() => [String], { description: 'what was skipped or adapted along the way (pt-BR)' })
  warnings: string[];

  @Field(() => [RecipeArchiveItem])
  recipes: RecipeArchiveItem[];
}
