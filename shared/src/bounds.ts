// The bounds of what the dashboard writes: the server refuses anything past them, and the dashboard's forms check them
// before sending. Lengths are characters after trimming; counts are items of a list.

/** A taxonomy term's name (category, craving, occasion), also when a recipe creates one by name. */
const TERM_NAME = 100;
/** A craving's description, also when a recipe creates one. */
const CRAVING_DESCRIPTION = 1000;

/** A recipe's texts and lists (server: modules/recipe/recipe-input.ts). */
export const RECIPE_BOUNDS = {
  title: 200,
  description: 5000,
  author: 120,
  servings: 100,
  cuisine: 100,
  /** an ingredient or step section's name */
  section: 120,
  ingredientName: 200,
  quantity: 50,
  unit: 50,
  stepText: 5000,
  /** a step's number within its section */
  stepNumber: 1000,
  noteText: 5000,
  tag: 80,
  utensilName: 120,
  /** a utensil's shop link */
  link: 500,
  sourceUrl: 1000,
  termName: TERM_NAME,
  cravingDescription: CRAVING_DESCRIPTION,
  /** the rich-text story, as sanitized HTML */
  commentBody: 60000,
  ingredients: 200,
  instructions: 100,
  notes: 50,
  tags: 30,
  utensils: 30,
  categories: 20,
  cravings: 20,
  occasions: 20,
  /** per serving, kcal (whole) or grams: beyond this no dish is real */
  nutrient: 100_000,
  /** per serving, in mg */
  sodium: 1_000_000,
} as const;

/** The upper bound of each nutrition value (per serving; the lower bound is 0, calories are whole). */
export const NUTRITION_BOUNDS = {
  calories: RECIPE_BOUNDS.nutrient,
  carbohydrates: RECIPE_BOUNDS.nutrient,
  protein: RECIPE_BOUNDS.nutrient,
  fat: RECIPE_BOUNDS.nutrient,
  fiber: RECIPE_BOUNDS.nutrient,
  sodium: RECIPE_BOUNDS.sodium,
} as const;

/** An e-book (server: modules/ebook/ebook.service.ts). */
export const EBOOK_BOUNDS = {
  title: 200,
  author: 120,
  externalUrl: 500,
  /** in reais, with at most two decimals */
  price: 100_000,
  /** a collection, not the whole site: more is a mistake (or an attack) */
  recipes: 200,
} as const;

/** An e-mail address (RFC 5321's ceiling; every e-mail column is this wide). */
export const EMAIL_MAX = 254;

/** An account (server: modules/user/user.service.ts; passwords: modules/auth/password-policy.ts). */
export const USER_BOUNDS = {
  name: 120,
  email: EMAIL_MAX,
  passwordMin: 10,
  passwordMax: 200,
} as const;

/** A taxonomy term of each kind (server: category.service.ts, craving.service.ts, occasion.service.ts). */
export const TERM_BOUNDS = {
  categories: { name: TERM_NAME, description: 2000 },
  cravings: { name: TERM_NAME, description: CRAVING_DESCRIPTION },
  occasions: { name: TERM_NAME },
} as const;

/** The site configuration (server: modules/configuration/configuration.service.ts). */
export const CONFIGURATION_BOUNDS = {
  /** the home page's featured recipes */
  featuredRecipes: 12,
  partnerships: 50,
  partnerName: 120,
  /** a partner's site or a social network's page */
  url: 500,
  /** the advertising snippet, stored as given (not trimmed) */
  adScript: 20_000,
  creatorName: 120,
  creatorBio: 600,
} as const;
