import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function AboutPage() {
  return <SimplePage title="AboutPage" intro="" />;
}
