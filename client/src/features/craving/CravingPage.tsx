import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function CravingPage() {
  return <SimplePage title="CravingPage" intro="" />;
}
