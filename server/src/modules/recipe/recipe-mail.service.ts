import { MAX_FACTOR, validFactor } from '@receitas/shared';
import type { RequestContext } from '../../graphql/context';
import { badInput, tooManyRequests } from '../../shared/errors';
import { SlidingWindowLimiter } from '../../shared/rate-counters';
import { isEmail, normalizeEmail } from '../../shared/validation';
import type { Notifier } from '../mail/notifier';
import { INVALID_EMAIL, type NewsletterService } from '../newsletter/newsletter.service';
import type { NewsletterResult } from '../newsletter/newsletter.types';
import type { RecipeService } from './recipe.service';

/** A servings multiplier outside what the page offers. */
export const INVALID_FACTOR = `Quantidade de porções inválida: escolha até ${MAX_FACTOR} vezes a receita.`;

export const RECIPE_SENT = 'Receita enviada! Confira sua caixa de entrada.';
export const RECIPE_SENT_CONFIRM_NEWSLETTER =
  'Receita enviada! Confira sua caixa de entrada: para receber a newsletter, clique no link de confirmação que enviamos.';

export class RecipeMailService {
  constructor(
    private readonly recipes: RecipeService,
    private readonly newsletter: NewsletterService,
    private readonly notifier: Notifier,
    private readonly limiter: SlidingWindowLimiter,
  ) {}

  /**
   * E-mails a recipe (photo, ingredients, steps, link back) to a reader; with `subscribe`, also mails them the
   * newsletter's confirmation link (nothing is subscribed until they follow it). Every mail passes the per-recipient cap.
   */
  async saveByEmail(
    ctx: RequestContext,
    recipeId: number,
    rawEmail: string,
    subscribe: boolean,
    factor = 1,
  ): Promise<NewsletterResult> {
    const email = normalizeEmail(rawEmail ?? '');
    if (!isEmail(email) || /\s/.test((rawEmail ?? '').trim())) throw badInput('email', INVALID_EMAIL);
    if (!validFactor(factor)) throw badInput('factor', INVALID_FACTOR);
    const recipe = await this.recipes.get(ctx, recipeId);
    if (!(await this.limiter.hit(ctx.ip)))
      throw tooManyRequests('Muitos envios seguidos. Aguarde um minuto e tente novamente.');
    const { ingredients, instructions, notes } = await ctx.loaders.recipe.parts.load(recipe.id);
    if (subscribe) await this.newsletter.requestConfirmation(email, 'recipe');
    await this.notifier.savedRecipe(
      email,
      {
        recipeId: recipe.id,
        title: recipe.title,
        description: recipe.description,
        imageUrl: { small: recipe.imageSmall, medium: recipe.imageMedium, original: recipe.imageOriginal },
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        totalTime: recipe.totalTime,
        servings: recipe.servings,
        ingredients,
        instructions,
        notes,
        factor,
      },
      await this.newsletter.tokenFor(email),
    );
    return { success: true, message: subscribe ? RECIPE_SENT_CONFIRM_NEWSLETTER : RECIPE_SENT };
  }
}
