import type { Request } from 'express';
import type { RecipeLoaders } from '../modules/recipe/recipe.loaders';
import type { Role } from '../modules/user/user.entity';
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
  loaders: { recipe: RecipeLoaders };
  req?: Request;
}

export const isAdmin = (ctx: RequestContext) => ctx.user?.role === 'ADMIN';
