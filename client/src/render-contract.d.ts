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

/** A crumb of a page's trail: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * What a page shows, declared by the page as it renders on the server: the server turns it into schema.org markup
 * (modules/seo/structured-data.ts), so the markup describes what the page shows and is built in one place.
 */
export type PageSubject =
  /** the recipe the page is about (Recipe) */
  | { type: 'Recipe'; id: number }
  /** a summary page's recipes, in the order shown (ItemList of their URLs) */
  | { type: 'ItemList'; paths: string[] }
  /** the page's place in the site, from the home page to itself (BreadcrumbList) */
  | { type: 'BreadcrumbList'; crumbs: Crumb[] }
  /** the home page: the site (WebSite with its search) and who runs it (Organization) */
  | { type: 'WebSite' }
  /** the e-books the page sells (Book with an Offer each) */
  | { type: 'Book'; ids: number[] };

/** One Emotion rule set, as Emotion inserted it. */
export interface StyleRule {
  id: string;
  css: string;
  /** a global's (or keyframes') rules, which apply to the whole document, not only to the elements of a class */
  global: boolean;
}

export interface RenderOutput {
  status: number;
  /** tags React hoisted into <head> (title, meta, link) */
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
  /** what the page shows, for its structured data */
  subjects: PageSubject[];
}

/** Renders one URL with its data, ready to hydrate. */
export type Render = (input: RenderInput) => Promise<RenderOutput>;
