import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function RecipeIndexPage() {
  return <SimplePage title="RecipeIndexPage" intro="" />;
}
