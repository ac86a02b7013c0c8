/** Spec §3: the reader's newsletter subscription, remembered in this browser as {flag, email, date}. */
export interface SubscriptionMemory {
  flag: boolean;
  email: string;
  /** ISO date-time of the sign-up */
  date: string;
}

const STORAGE_KEY = 'newsletterSubscription';

/** Whether this browser has signed up already (false when storage is unavailable or holds something else). */
export function isSubscribed(): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SubscriptionMemory> | null;
    return stored?.flag === true;
  } catch {
    return false;
  }
}

/** Remembers a successful sign-up, so the home page's modal stays hidden from now on. */
export function rememberSubscription(email: string): void {
  const memory: SubscriptionMemory = { flag: true, email, date: new Date().toISOString() };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Private mode or full storage: the modal may show again, nothing else is lost.
  }
}
