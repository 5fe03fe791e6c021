/** Router defaults (docs/requirements/ui-conventions.md "Router defaults"). */
export const PRELOAD_DELAY_MS = 50;
export const PENDING_THRESHOLD_MS = 1000;
export const PENDING_MIN_DISPLAY_MS = 500;
