import type { GraphQLSchema } from 'graphql';

// The server render's contract, declared once: the client's entry-server implements it, the server (http/ssr.ts)
// calls it. A declaration file so the server can read it without compiling client code.

export interface RenderInput {
  url: string;
  schema: GraphQLSchema;
  /** the GraphQL context every operation of this render shares (one set of loaders; always anonymous) */
  context: object;
  publicUrl: string;
  /** Emotion ids whose rules the page's linked stylesheet holds: `styles` names them without their CSS */
  linkedStyles?: ReadonlySet<string>;
}

/** One Emotion rule set, as Emotion inserted it. */
export interface StyleRule {
  id: string;
  css: string;
  /** a global's (or keyframes') rules, which apply to the whole document, not only to the elements of a class */
  global: boolean;
}

export interface RenderOutput {
  status: number;
  /** tags React hoisted into <head> (title, meta, link, JSON-LD) */
  head: string;
  /**
   * Emotion's <style> tags for what was rendered: the CSS of rules not in `linkedStyles`, and the ids of all (the
   * browser's Emotion cache then inserts none of them again when the page hydrates)
   */
  styles: string;
  /** every Emotion rule of the page, globals first, each group in the order Emotion inserted them */
  rules: StyleRule[];
  html: string;
  state: unknown;
  /** the lazily loaded modules the page rendered (paths from the client root, as in the build manifest) */
  modules: string[];
  /** every error a query of this render answered with (the GraphQL errors as the schema produced them) */
  errors: unknown[];
  /** how many times the tree was rendered (1 when the route's data was loaded up front, as it should be) */
  passes: number;
}

/** Renders one URL with its data, ready to hydrate. */
export type Render = (input: RenderInput) => Promise<RenderOutput>;
