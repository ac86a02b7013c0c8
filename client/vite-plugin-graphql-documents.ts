import path from 'node:path';
import type { Plugin } from 'vite';

const DOCUMENT = /graphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g;
const GRAPHQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]+gql(?:\/index)?['"];?\n?/;

/** The name codegen's client preset gives a document: 'RecipeCard_recipe' fragment → 'RecipeCard_RecipeFragmentDoc'. */
function generatedName(kind: string, name: string): string {
  const pascal = name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/**
 * Replaces each `graphql(\`…\`)` call with an import of the single document codegen generated for it, so a page
 * bundles only its own operations instead of the preset's map of every document (what its Babel plugin does).
 */
export function graphqlDocuments(srcDir: string): Plugin {
  const generated = path.join(srcDir, 'gql', 'graphql.ts');
  return {
    name: 'receitas-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes(`${path.sep}gql${path.sep}`) || !code.includes('graphql(')) return null;
      const names = new Set<string>();
      const replaced = code.replace(DOCUMENT, (_match, kind: string, name: string) => {
        const doc = generatedName(kind, name);
        names.add(doc);
        return doc;
      });
      if (!names.size) return null;
      const withoutImport = /\bgraphql\(/.test(replaced) ? replaced : replaced.replace(GRAPHQL_IMPORT, '');
      return {
        code: `import { ${[...names].join(', ')} } from ${JSON.stringify(generated)};\n${withoutImport}`,
        map: null,
      };
    },
  };
}
