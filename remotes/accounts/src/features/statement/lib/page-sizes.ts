/** Page sizes offered; the API serves up to STATEMENT_LIMIT_MAX (200) lines a page. */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
