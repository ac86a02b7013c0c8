import { SimplePage } from '../pages/SimplePage';

/** Placeholder: replaced by the real screen. */
export function EBookPage() {
  return <SimplePage title="EBookPage" intro="" />;
}
