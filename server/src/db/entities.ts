import { SignInLink } from '../modules/auth/sign-in-link.entity';
import { Category } from '../modules/category/category.entity';
import { Comment } from '../modules/comment/comment.entity';
import { SiteConfiguration } from '../modules/configuration/configuration.entity';
import { ContactSubmission } from '../modules/contact/contact.entity';
import { Craving } from '../modules/craving/craving.entity';
import { EmailConfirmation } from '../modules/email-confirmation/email-confirmation.entity';
import { EBookRecipe } from '../modules/ebook/ebook-recipe.entity';
import { EBook } from '../modules/ebook/ebook.entity';
import { ImportJob, ImportJobItem } from '../modules/import/import-job.entity';
import { MediaAsset } from '../modules/media/media-asset.entity';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity';
import { Notification, NotificationRead } from '../modules/notification/notification.entity';
import { Occasion } from '../modules/occasion/occasion.entity';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from '../modules/recipe/recipe-links.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from '../modules/recipe/recipe-parts.entity';
import { RecipeView } from '../modules/recipe/recipe-view.entity';
import { RecipeViewDay } from '../modules/recipe/recipe-view-day.entity';
import { Recipe } from '../modules/recipe/recipe.entity';
import { RecipeRevision } from '../modules/recipe/recipe-revision.entity';
import { ContentState } from '../modules/content/content-state.entity';
import { SavedRecipe } from '../modules/saved-recipe/saved-recipe.entity';
import { User } from '../modules/user/user.entity';

export const ENTITIES = [
  User,
  Recipe,
  Ingredient,
  Instruction,
  Note,
  RecipeTag,
  Utensil,
  Category,
  Craving,
  Occasion,
  RecipeCategory,
  RecipeCraving,
  RecipeOccasion,
  Comment,
  Notification,
  NotificationRead,
  EBook,
  EBookRecipe,
  ContactSubmission,
  SiteConfiguration,
  NewsletterSubscriber,
  MediaAsset,
  RecipeView,
  RecipeViewDay,
  ContentState,
  SavedRecipe,
  SignInLink,
  EmailConfirmation,
  ImportJob,
  ImportJobItem,
  RecipeRevision,
];
