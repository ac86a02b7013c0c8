// Numbers from spec §9 and the fixed header geometry the page reserves space for.

/** Scrolling past this many pixels collapses the promo banner. */
export const HEADER_COLLAPSE_THRESHOLD = 50;
export const BANNER_HEIGHT = 40;
export const BAR_HEIGHT = { xs: 64, md: 76 } as const;

/** The Receitas dropdown: first 5 categories, next 6, and 4 latest recipes. */
export const MENU_FIRST_COLUMN = 5;
export const MENU_SECOND_COLUMN = 6;
export const MENU_LATEST_RECIPES = 4;

export const STRIP_DESKTOP_PAGE_SIZE = 30;
export const STRIP_MOBILE_PAGE_SIZE = 10;
export const STRIP_DESKTOP_LOAD_AT = 0.7;
export const STRIP_MOBILE_LOAD_AT = 0.8;
/** After the first desktop page another one follows this long after, if more remain. */
export const STRIP_FOLLOW_UP_DELAY_MS = 300;
export const STRIP_ARROW_STEP = 300;
