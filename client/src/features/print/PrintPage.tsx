import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function PrintPage() {
  return <SimplePage title="PrintPage" intro="" />;
}
