/**
 * The cards' surface: a faint warm shadow and border instead of Paper's elevation shadow. The theme gives it to MUI's
 * Card (app/theme.ts); RecipeCard, a plain link, takes it from here.
 */
export const CARD_SURFACE = { boxShadow: '0 1px 3px rgba(45,36,32,0.08)', border: '1px solid #f0e6db' } as const;
