/** Spec §9 router defaults. */
export const PRELOAD_DELAY_MS = 50;
export const PENDING_THRESHOLD_MS = 1000;
export const PENDING_MIN_DISPLAY_MS = 500;
