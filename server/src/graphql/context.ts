import crypto from 'node:crypto';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { createMediaLoader, type MediaLoader } from '../modules/media/media.loader';
import { createRecipeLoaders, type RecipeLoaders } from '../modules/recipe/recipe.loaders';
import type { Role } from '../modules/user/user.entity';
import type DataLoader from 'dataloader';
import type { AppError } from '../shared/errors';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** Everything a service needs to know about the request it serves. Built once per HTTP request. */
export interface RequestContext {
  requestId: string;
  /** client address as Express resolved it (trust proxy applies) */
  ip: string;
  user: AuthUser | null;
  /** why a presented token was refused (invalid, expired, user gone); null when no token was sent */
  authError: AppError | null;
  /** `saved` is made on first use, for the signed-in reader */
  loaders: { recipe: RecipeLoaders; media: MediaLoader; saved?: DataLoader<number, boolean> };
  req?: Request;
}

/**
 * The one way a request context is made: GraphQL over HTTP, the REST facade, server rendering and the seed all
 * call it, so a field added to the context is filled everywhere. Loaders are new per context (a request's cache).
 */
export function createRequestContext(
  ds: DataSource,
  init: { req?: Request; requestId?: string; ip?: string; user?: AuthUser | null },
): RequestContext {
  return {
    requestId: init.requestId ?? String(init.req?.id ?? crypto.randomUUID()),
    ip: init.ip ?? init.req?.ip ?? init.req?.socket.remoteAddress ?? 'unknown',
    user: init.user ?? null,
    authError: null,
    loaders: { recipe: createRecipeLoaders(ds), media: createMediaLoader(ds) },
    req: init.req,
  };
}

export const isAdmin = (ctx: RequestContext) => ctx.user?.role === 'ADMIN';
