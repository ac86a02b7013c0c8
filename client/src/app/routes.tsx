import type { ApolloClient } from '@apollo/client';
import { matchRoutes } from 'react-router-dom';
import { publicLayoutData } from '../features/layout/layout-data';
import { lazyRoute, preloadDeferredParts, type LazyRoute } from '../lib/lazy-route';
import type { RouteData } from '../lib/route-data';

// Each page is its own chunk: a reader's first visit downloads the frame and the page they landed on only.
export const pages = {
  home: lazyRoute('src/features/home/HomePage.tsx', () => import('../features/home/HomePage').then((m) => m.HomePage)),
  recipes: lazyRoute('src/features/recipe-index/RecipeIndexPage.tsx', () =>
    import('../features/recipe-index/RecipeIndexPage').then((m) => m.RecipeIndexPage),
  ),
  recipe: lazyRoute('src/features/recipe/RecipePage.tsx', () =>
    import('../features/recipe/RecipePage').then((m) => m.RecipePage),
  ),
  filter: lazyRoute('src/features/filter/RecipeFilterPage.tsx', () =>
    import('../features/filter/RecipeFilterPage').then((m) => m.RecipeFilterPage),
  ),
  about: lazyRoute('src/features/about/AboutPage.tsx', () =>
    import('../features/about/AboutPage').then((m) => m.AboutPage),
  ),
  ebook: lazyRoute('src/features/ebook/EBookPage.tsx', () =>
    import('../features/ebook/EBookPage').then((m) => m.EBookPage),
  ),
  category: lazyRoute('src/features/category/CategoryPage.tsx', () =>
    import('../features/category/CategoryPage').then((m) => m.CategoryPage),
  ),
  craving: lazyRoute('src/features/craving/CravingPage.tsx', () =>
    import('../features/craving/CravingPage').then((m) => m.CravingPage),
  ),
  login: lazyRoute('src/features/auth/LoginPage.tsx', () =>
    import('../features/auth/LoginPage').then((m) => m.LoginPage),
  ),
  register: lazyRoute('src/features/auth/RegisterPage.tsx', () =>
    import('../features/auth/RegisterPage').then((m) => m.RegisterPage),
  ),
  print: lazyRoute('src/features/recipe/PrintPage.tsx', () =>
    import('../features/recipe/PrintPage').then((m) => m.PrintPage),
  ),
  savedRecipes: lazyRoute('src/features/saved-recipes/SavedRecipesPage.tsx', () =>
    import('../features/saved-recipes/SavedRecipesPage').then((m) => m.SavedRecipesPage),
  ),
  notFound: lazyRoute('src/components/NotFoundPage.tsx', () =>
    import('../components/NotFoundPage').then((m) => () => <m.NotFoundPage />),
  ),
} satisfies Record<string, LazyRoute>;

/** One page of the site: its path and page; `frame: false` renders it without the public header and footer. */
export interface PageRoute {
  path: string;
  page: LazyRoute;
  frame?: false;
}

/**
 * The data of the parts other features show in a page (its slots), by route path: the server loads it beside the
 * page's own (entry-server.tsx), so the browser's first JavaScript carries none of it.
 */
export type SlotData = Partial<Record<string, RouteData>>;

/** The route table of spec §2: the router (App.tsx), preloading and the server's data loading all read it. */
export const pageRoutes: PageRoute[] = [
  { path: '/login', page: pages.login, frame: false },
  { path: '/auth/login', page: pages.login, frame: false },
  { path: '/register', page: pages.register, frame: false },
  { path: '/print/:id', page: pages.print, frame: false },
  { path: '/', page: pages.home },
  { path: '/recipes', page: pages.recipes },
  { path: '/recipes/:id', page: pages.recipe },
  { path: '/recipe-filter', page: pages.filter },
  { path: '/about', page: pages.about },
  { path: '/e-book', page: pages.ebook },
  { path: '/category/:id', page: pages.category },
  { path: '/craving/:id', page: pages.craving },
  { path: '/minhas-receitas', page: pages.savedRecipes },
  { path: '*', page: pages.notFound },
];

/** The dashboard and the admins' previews: rendered in the browser only (App.tsx), never with data on the server. */
export const isClientOnlyPath = (pathname: string) => /^\/(dashboard|preview)(\/|$)/i.test(pathname);

/** Loads the chunk of the page at this path (the client-only paths load theirs on their own). */
export async function preloadPage(pathname: string): Promise<void> {
  if (isClientOnlyPath(pathname)) return;
  const match = matchRoutes(pageRoutes, pathname)?.[0]?.route as PageRoute | undefined;
  await match?.page?.preload();
}

/**
 * Loads into the client's cache what the page at this URL renders with (its frame's data too), so that a server
 * render needs one pass. The page's chunk must be loaded (the server preloads them all).
 */
export async function loadRouteData(client: ApolloClient, url: string, slotData: SlotData = {}): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (isClientOnlyPath(pathname)) return;
  const match = matchRoutes(pageRoutes, pathname)?.[0];
  if (!match) return;
  const route = match.route as PageRoute;
  const location = { params: match.params, searchParams };
  await Promise.allSettled([
    route.frame === false ? undefined : publicLayoutData(client, location),
    route.page.routeData()?.(client, location),
    slotData[route.path]?.(client, location),
  ]);
}

/** Every page and every deferred part of the frame (the server renders any of them). */
export const preloadAllPages = () =>
  Promise.all([...Object.values(pages).map((p) => p.preload()), preloadDeferredParts()]);
