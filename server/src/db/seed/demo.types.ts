// Shapes of the demo content seeded into an empty database. Pure data: no entity or ORM types here.

export type DemoDifficulty = 'EASY' | 'MEDIUM' | 'HARD';

/** How the seeder illustrates a dish: a drawn serving vessel plus the food's palette (hex colours). */
export interface DemoArt {
  vessel: 'plate' | 'bowl' | 'cake' | 'pieces' | 'glass' | 'pan' | 'board' | 'jar';
  /** main food colour, secondary colour, garnish colour */
  colors: [string, string, string];
  /** background (tablecloth) colour */
  background: string;
}

export interface DemoIngredient {
  /** '' when the recipe has a single list; otherwise e.g. 'Massa', 'Recheio', 'Cobertura' */
  section: string;
  ingredientName: string;
  /** as typed by the creator: '2', '1/2', '1 e 1/2', '' (with unit 'a gosto') */
  quantity: string;
  unit: string;
}

export interface DemoInstruction {
  section: string;
  instructionText: string;
}

export interface DemoNutrition {
  calories: number;
  carbohydrates: number;
  protein: number;
  fat: number;
  fiber: number;
  sodium: number;
}

export interface DemoRecipe {
  /** stable key, kebab-case ascii, e.g. 'pao-de-queijo' */
  slug: string;
  title: string;
  description: string;
  /** ISO 8601 durations, e.g. 'PT20M', 'PT1H30M' */
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: DemoDifficulty;
  cuisine: string | null;
  /** names from DEMO_CATEGORIES (at least one) */
  categories: string[];
  /** names from DEMO_CRAVINGS */
  cravings: string[];
  /** names from DEMO_OCCASIONS */
  occasions: string[];
  ingredients: DemoIngredient[];
  instructions: DemoInstruction[];
  notes: string[];
  tags: string[];
  utensils: { name: string; link: string | null }[];
  /** the story above the recipe card: simple HTML (p, h2, ul/li, strong, em, a) */
  commentBody: string;
  nutrition: DemoNutrition | null;
  /** published this many days before the seed runs (1..180) */
  daysAgo: number;
  art: DemoArt;
}

export interface DemoCategory {
  name: string;
  description: string;
  art: DemoArt;
}

export interface DemoCraving {
  name: string;
  description: string;
  art: DemoArt;
}

export interface DemoEBook {
  title: string;
  author: string;
  /** exact decimal as text, e.g. '29.90' */
  price: string;
  /** published this many days before the seed runs; negative = scheduled in the future */
  daysAgo: number;
  /** the shop page where the e-book is sold */
  externalUrl: string;
  coverColors: [string, string];
  /** slugs of the demo recipes the e-book contains, in order */
  recipes: string[];
}
