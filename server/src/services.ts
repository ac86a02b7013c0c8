import type { DataSource } from 'typeorm';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/tokens';
import { CategoryService } from './modules/category/category.service';
import { CravingService } from './modules/craving/craving.service';
import { MediaService } from './modules/media/media.service';
import type { MediaStorage } from './modules/media/storage';
import { OccasionService } from './modules/occasion/occasion.service';
import { RecipeService } from './modules/recipe/recipe.service';
import { UserService } from './modules/user/user.service';

/** The application's services: created once per process, shared by GraphQL, REST, the seed and the tests. */
export interface Services {
  ds: DataSource;
  tokens: TokenService;
  auth: AuthService;
  users: UserService;
  recipes: RecipeService;
  categories: CategoryService;
  cravings: CravingService;
  occasions: OccasionService;
  media: MediaService;
}

export function createServices(ds: DataSource, opts: { jwtSecret: string; storage: MediaStorage; siteAuthor: string }) {
  const tokens = new TokenService(opts.jwtSecret);
  const users = new UserService(ds);
  const services: Services = {
    ds,
    tokens,
    users,
    auth: new AuthService(ds, users, tokens),
    recipes: new RecipeService(ds, opts.siteAuthor),
    categories: new CategoryService(ds),
    cravings: new CravingService(ds),
    occasions: new OccasionService(ds),
    media: new MediaService(ds, opts.storage),
  };
  return services;
}
