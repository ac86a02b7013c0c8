import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function RecipeFilterPage() {
  return <SimplePage title="RecipeFilterPage" intro="" />;
}
