import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function CategoryPage() {
  return <SimplePage title="CategoryPage" intro="" />;
}
