import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router-dom';

/** Where a page is: the route's parameters and the URL query. */
export interface RouteLocation {
  params: Params<string>;
  searchParams: URLSearchParams;
}

/**
 * Loads into the Apollo cache the queries a page renders with, with the very variables its components use. The
 * server runs it before rendering, so the page renders once with its data instead of rendering, waiting for the
 * queries it started, then rendering again (a server test counts the passes).
 */
export type RouteData = (client: ApolloClient, location: RouteLocation) => Promise<unknown>;

/** A page component that declares the data it renders with. */
export type WithRouteData<C> = C & { routeData?: RouteData };

/** Runs queries side by side; a failed one is left to the page's own query, which renders its error. */
export const settleAll = (loads: Promise<unknown>[]) => Promise.allSettled(loads);

/** The 1-based page number of a URL query (?page=N, or another parameter name); 1 when missing or invalid. */
export function pageParamOf(searchParams: URLSearchParams, name = 'page'): number {
  const page = Number(searchParams.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A numeric id route parameter; 0 (no such record) when it is not a positive integer. */
export const numericIdOf = (id: string | undefined): number => (/^\d+$/.test(id ?? '') ? Number(id) : 0);
