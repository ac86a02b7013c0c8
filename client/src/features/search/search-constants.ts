// Spec §9: search constants.
/** The drawer's field takes focus this long after opening (once the drawer has slid in). */
export const SEARCH_FOCUS_DELAY_MS = 100;
/** Typing settles this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shorter queries show the suggestions and send nothing. */
export const MIN_QUERY_LENGTH = 2;
/** How many suggestions each group shows: recently viewed, related, popular. */
export const SUGGESTION_COUNTS = { recent: 4, related: 8, popular: 6 } as const;
/** The choices of the maximum preparation time filter, in minutes. */
export const PREP_TIME_CHOICES = [15, 30, 45, 60, 90, 120] as const;
/** The newest recipes the random suggestions are drawn from when this device has no history. */
export const SUGGESTION_POOL_SIZE = 24;
/** How many results one page of a search holds ('Ver mais receitas' asks for the next). */
export const RESULTS_PAGE_SIZE = 24;
