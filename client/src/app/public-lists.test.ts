import fs from 'node:fs';
import path from 'node:path';

// Public pages run their queries with the reader's token after hydration, and an admin's token makes `recipes` and
// `allRecipes` include drafts and scheduled recipes (the dashboard needs them). So every public list asks for
// published recipes only; otherwise the creator would see unpublished recipes listed on her own site as if public.

const FEATURES = path.join(__dirname, '..', 'features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dashboard' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Each `recipes(…)` or `allRecipes…` field of the GraphQL documents in a source file, with its arguments. An e-book's
 * `recipes` are left out: the server lists only published ones there, whoever asks (server ebook-recipes.test.ts).
 */
function recipeListFields(source: string): string[] {
  const documents = [...source.matchAll(/graphql\(`([\s\S]*?)`\)/g)]
    .map((m) => m[1])
    .filter((doc) => !/^\s*fragment\s+\w+\s+on\s+EBook\b/.test(doc));
  return documents.flatMap((doc) => [...doc.matchAll(/\b(?:recipes|allRecipes)\b\s*(\([^)]*\))?/g)].map((m) => m[0]));
}

describe('public recipe lists', () => {
  const fields = sourceFiles(FEATURES).flatMap((file) =>
    recipeListFields(fs.readFileSync(file, 'utf8')).map((field) => ({ file: path.relative(FEATURES, file), field })),
  );

  it('are found in the public features', () => {
    expect(fields.length).toBeGreaterThanOrEqual(6);
  });

  it('ask for published recipes only, so an admin sees her site as readers do', () => {
    const unfiltered = fields.filter(({ field }) => !/status:\s*PUBLISHED/.test(field));
    expect(unfiltered).toEqual([]);
  });
});
