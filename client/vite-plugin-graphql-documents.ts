import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const DOCUMENT = /graphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g;
const GRAPHQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]+gql(?:\/index)?['"];?\n?/;
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The name codegen's client preset gives a document: 'RecipeCard_recipe' fragment → 'RecipeCard_RecipeFragmentDoc'. */
function generatedName(kind: string, name: string): string {
  const pascal = name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/**
 * Replaces each `graphql(\`…\`)` call with the document codegen generated for it, inlined into the calling module
 * (what the client preset's Babel plugin does). A page then carries only its own operations, not the preset's map of
 * every document, nor a shared chunk holding all of them.
 */
export function graphqlDocuments(srcDir: string): Plugin {
  const generatedFile = path.join(srcDir, 'gql', 'graphql.ts');
  let documents: Map<string, string> | null = null;
  const load = () => {
    documents ??= new Map([...fs.readFileSync(generatedFile, 'utf8').matchAll(GENERATED)].map((m) => [m[1], m[2]]));
    return documents;
  };
  let building = false;
  return {
    name: 'receitas-graphql-documents',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    watchChange(id) {
      if (id === generatedFile) documents = null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes(`${path.sep}gql${path.sep}`) || !code.includes('graphql(')) return null;
      const known = load();
      const used = new Map<string, string>();
      const replaced = code.replace(DOCUMENT, (match, kind: string, name: string) => {
        const doc = generatedName(kind, name);
        const ast = known.get(doc);
        if (!ast) {
          // A build must not fall back to the preset's runtime map of every document (it would land in every page).
          if (building) this.error(`${kind} ${name} has no generated document (${doc}): run \`npm run codegen\``);
          return match;
        }
        used.set(doc, ast);
        return doc;
      });
      if (!used.size) return null;
      const withoutImport = /\bgraphql\(/.test(replaced) ? replaced : replaced.replace(GRAPHQL_IMPORT, '');
      const consts = [...used].map(([name, ast]) => `const ${name} = ${ast};`).join('\n');
      return { code: `${consts}\n${withoutImport}`, map: null };
    },
  };
}
