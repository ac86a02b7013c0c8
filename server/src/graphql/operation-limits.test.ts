import path from 'node:path';
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { REST_ROUTES } from '../rest/routes';
import type { Services } from '../services';
import { OPERATION_LIMITS, PARSE_OPTIONS, operationLimits } from './operation-limits';
import { buildAppSchema } from './schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema({} as Services);
});

/** Apollo Client asks for __typename in every selection set but the operation's own before sending. */
const withTypename = (document: DocumentNode): DocumentNode =>
  visit(document, {
    SelectionSet(node, _key, parent): SelectionSetNode | undefined {
      if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return {
        ...node,
        selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      };
    },
  });

const tokenCount = (text: string) => {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
};

/** Parses and validates `text` as the server does; returns the problems and the costliest operation's cost. */
function check(text: string): { problems: string[]; cost: number; tokens: number } {
  const costs: number[] = [];
  const rules = operationLimits({ blockFieldSuggestions: true, onCost: (cost) => costs.push(cost) }).validationRules;
  const document = parse(text, PARSE_OPTIONS);
  const problems = validate(schema, document, [...specifiedRules, ...rules]).map((e) => e.message);
  return { problems, cost: Math.max(0, ...costs), tokens: tokenCount(text) };
}

describe('operation limits', () => {
  it('let every operation of the web client through, as Apollo Client sends it', async () => {
    // the typed documents codegen compiled from every graphql(`…`) in client/src (schema.test.ts keeps them current)
    const generated = (await import(path.resolve(__dirname, '../../../client/src/gql/graphql.ts'))) as Record<
      string,
      unknown
    >;
    // fragment documents are only ever sent inside an operation's
    const documents = Object.entries(generated).filter(
      (entry): entry is [string, DocumentNode] =>
        (entry[1] as DocumentNode | null)?.kind === Kind.DOCUMENT &&
        (entry[1] as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    );
    expect(documents.length).toBeGreaterThan(50);
    const results = documents.map(([name, document]) => ({ name, ...check(print(withTypename(document))) }));
    expect(results.filter((r) => r.problems.length)).toEqual([]);
    const costliest = results.reduce((a, b) => (b.cost > a.cost ? b : a));
    // the margin the limits leave, in the test output: a new screen that comes close should choose, not creep
    console.info(
      `client: ${documents.length} documents; costliest ${costliest.name} ${costliest.cost} of ` +
        `${OPERATION_LIMITS.maxCost}; most tokens ${Math.max(...results.map((r) => r.tokens))} of ${OPERATION_LIMITS.maxTokens}`,
    );
  });

  it('let every document of the REST facade through', () => {
    const results = REST_ROUTES.map((route) => ({
      route: `${route.method.toUpperCase()} ${route.path}`,
      ...check(route.document),
    }));
    expect(results.filter((r) => r.problems.length)).toEqual([]);
    const costliest = results.reduce((a, b) => (b.cost > a.cost ? b : a));
    console.info(`REST: ${results.length} routes; costliest ${costliest.route} ${costliest.cost}`);
  });

  it('refuse the amplification probe: many aliases of the whole catalogue with its ingredients', () => {
    const alias = (i: number) => `a${i}: allRecipes { commentBody ingredients { ingredientName } }`;
    const probe = `{ ${Array.from({ length: 280 }, (_, i) => alias(i)).join(' ')} }`;
    const { problems } = check(probe);
    expect(problems).toEqual([
      'A consulta usa mais de 15 apelidos (aliases).',
      'A consulta pede dados demais de uma vez (custo estimado 5.880.000; o máximo é 400.000): ' +
        'peça menos campos ou divida-a em consultas menores.',
    ]);
    // fifteen aliases of the whole catalogue with every nested list are still refused, on cost alone
    const lists = 'ingredients { ingredientName } instructions { instructionText } notes { noteText } tags { name }';
    const heavy = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: allRecipes { title ${lists} }`).join(' ')} }`;
    expect(check(heavy).problems).toEqual([expect.stringMatching(/^A consulta pede dados demais/)]);
  });

  it('multiply by the size a page asks for, and count a variable size as the largest page', () => {
    const page = (size: string) => {
      const variables = size.startsWith('$') ? `(${size}: Int!)` : '';
      return check(`query Page${variables} { recipes(size: ${size}) { content { title } } }`).cost;
    };
    expect(page('10')).toBeLessThan(page('50'));
    expect(page('$size')).toBe(page('100'));
    expect(page('100000')).toBe(page('100'));
  });

  it('read the size of a page input the same way, its default when there is none', () => {
    const find = (page: string) => {
      const variables = page.includes('$') ? '($size: Int!)' : '';
      return check(`query Find${variables} { findRecipes${page} { content { title ingredients { quantity } } } }`).cost;
    };
    expect(find('(page: { size: 10 })')).toBeLessThan(find('(page: { size: 50 })'));
    expect(find('(page: { size: $size })')).toBe(find('(page: { size: 100 })'));
    expect(find('(page: { size: 100000 })')).toBe(find('(page: { size: 100 })'));
    expect(find('')).toBe(find('(page: { size: 20 })'));
    expect(find('(page: { page: 3 })')).toBe(find('(page: { size: 20 })'));
  });

  it('count comment lists by their real size: a page of threads (at most 50), 3 replies each, a page of replies', () => {
    // commentId content (2) + user { name } (2) per comment
    const comment = 'commentId content user { name }';
    const threads = (page: string) =>
      check(
        `query T($p: PageInput) { commentThreads(recipeId: 1${page}) { content { ${comment} replies { ${comment} } } } }`,
      ).cost;
    // a thread: itself (4) and 3 replies of 1 + 4 each, plus the replies field itself
    const thread = 4 + 3 * (1 + 4);
    expect(threads('')).toBe(20 * (1 + (1 + thread)));
    expect(threads(', page: { size: 10 }')).toBe(10 * (1 + (1 + thread)));
    expect(threads(', page: $p')).toBe(50 * (1 + (1 + thread)));
    expect(threads(', page: { size: 1000 }')).toBe(threads(', page: $p'));
    const replies = check(
      `query R($p: PageInput) { commentReplies(commentId: 1, page: $p) { content { ${comment} } } }`,
    );
    expect(replies.cost).toBe(50 * (1 + (1 + 4)));
    // the deprecated unpaged field is the first page of threads
    expect(check(`{ comments(recipeId: 1) { ${comment} replies { ${comment} } } }`).cost).toBe(20 * (1 + thread));
  });
});
