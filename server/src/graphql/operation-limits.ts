import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { REPLY_PAGE_MAX, REPLY_PREVIEW, THREAD_PAGE_MAX } from '../modules/comment/comment.types';
import { MEDIA_PAGE_MAX } from '../modules/media/media.types';
import { ErrorCode } from '../shared/errors';
import { queryCostRule } from './query-cost';

/**
 * What one GraphQL operation may ask for. Every operation of the web client and of the REST facade fits
 * (operation-limits.test.ts checks them all against these rules); the amplification a stranger could build from
 * aliases, nesting or lists does not.
 */
export const OPERATION_LIMITS = {
  /** lexical tokens in the document (graphql-js stops parsing past it) */
  maxTokens: 3000,
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  /**
   * Fields resolved, lists multiplied by their assumed size (query-cost.ts). The costliest document the site serves
   * is the REST facade's whole catalogue with every recipe's lists (GET /api/recipes, 365 000): one request may ask
   * for about that much, not fifteen times it.
   */
  maxCost: 400_000,
} as const;

/** For Apollo's parseOptions (and anything else that parses what strangers send). */
export const PARSE_OPTIONS = { maxTokens: OPERATION_LIMITS.maxTokens };

/** The assumed sizes of list fields for the cost (query-cost.ts); a size argument counts as given, at most 100. */
const COST_MODEL = {
  listSizes: {
    // unpaged lists that grow with the site
    'Query.allRecipes': 500,
    'Query.filteredRecipes': 500,
    'Query.savedRecipes': 500,
    'Query.users': 500,
    'Query.contacts': 500,
    'EBook.recipes': 200,
    // a page's items: the `size` of the field that returns the page already multiplied them
    'RecipePage.content': 1,
    'DashboardRecipePage.content': 1,
    'CommentPage.content': 1,
    'CommentThreadPage.content': 1,
    'MediaItemPage.content': 1,
    // bounded lists: their real sizes (the deprecated `comments` is the first page of threads)
    'Query.comments': 20,
    'Comment.replies': REPLY_PREVIEW,
    // ids asked for, at most 100
    'Query.recipesByIds': 100,
  },
  // a recipe's ingredients, steps, tags…; facets; the small catalogues (categories, cravings, occasions)
  defaultListSize: 20,
  maxPageSize: 100,
  // paged fields that hold fewer items than maxPageSize, whatever size is asked for
  maxPageSizes: {
    'Query.commentThreads': THREAD_PAGE_MAX,
    'Query.commentReplies': REPLY_PAGE_MAX,
    'Query.mediaItems': MEDIA_PAGE_MAX,
  },
};

const refuse = (context: ValidationContext | null, message: string) =>
  context?.reportError(new GraphQLError(message, { extensions: { code: ErrorCode.QUERY_TOO_COMPLEX } }));

/** armor's own rejection is English and names its rule; ours says the limit in pt-BR. */
const rejectWith = (message: string) => (context: ValidationContext | null) => refuse(context, message);

export interface OperationLimits {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
}

/**
 * graphql-armor's protections plus our list-aware cost rule, for Apollo Server. `blockFieldSuggestions` hides the
 * "Did you mean …" hints graphql-js adds to validation errors (they name schema fields): on whenever introspection
 * is off, since otherwise the schema is public anyway.
 */
export function operationLimits(options: {
  blockFieldSuggestions: boolean;
  /** told each operation's estimated cost (tests show how close the site's operations come to the limit) */
  onCost?: (cost: number) => void;
}): OperationLimits {
  const armor = new ApolloArmor({
    // With propagateOnRejection false armor only calls onReject, which reports the error to the validation
    // context: a 400 GRAPHQL_VALIDATION_FAILED before execution, with our message.
    maxAliases: {
      n: OPERATION_LIMITS.maxAliases,
      propagateOnRejection: false,
      onReject: [rejectWith(`A consulta usa mais de ${OPERATION_LIMITS.maxAliases} apelidos (aliases).`)],
    },
    maxDepth: {
      n: OPERATION_LIMITS.maxDepth,
      // fragments add no level of their own, as the response shows
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [rejectWith(`A consulta passa da profundidade máxima de ${OPERATION_LIMITS.maxDepth} níveis.`)],
    },
    maxDirectives: {
      n: OPERATION_LIMITS.maxDirectives,
      propagateOnRejection: false,
      onReject: [rejectWith(`A consulta usa mais de ${OPERATION_LIMITS.maxDirectives} diretivas.`)],
    },
    // Its cost counts list sizes only from `first`/`last` arguments: queryCostRule replaces it.
    costLimit: { enabled: false },
    // Its Apollo plugin parses the document a second time and turns any syntax error into a 500
    // (Escape-Technologies/graphql-armor#571, #751): graphql-js's own parser limit (parseOptions) does the job.
    maxTokens: { enabled: false },
    // (Apollo's plugin leaves the suggestion's "?" behind the empty mask.)
    blockFieldSuggestion: { enabled: options.blockFieldSuggestions, mask: '' },
  }).protect();
  return { validationRules: [...armor.validationRules, costRule(options.onCost)], plugins: armor.plugins };
}

const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

function costRule(onCost?: (cost: number) => void): ValidationRule {
  return queryCostRule({
    ...COST_MODEL,
    maxCost: OPERATION_LIMITS.maxCost,
    onReject: (context, cost) => {
      onCost?.(cost);
      refuse(
        context,
        `A consulta pede dados demais de uma vez (custo estimado ${count.format(cost)}; ` +
          `o máximo é ${count.format(OPERATION_LIMITS.maxCost)}): ` +
          'peça menos campos ou divida-a em consultas menores.',
      );
    },
    onAccept: (_context, cost) => onCost?.(cost),
  });
}
