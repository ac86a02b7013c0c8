// Spec §9: search constants.
/** The drawer's field takes focus this long after opening (once the drawer has slid in). */
export const SEARCH_FOCUS_DELAY_MS = 100;
