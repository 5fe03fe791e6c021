/** The transport's schemas and zod (./validation), loaded once, when first needed. */
export const loadValidation = () => import('./validation');
