/**
 * The transport's schemas and zod (./validation), loaded once, when first needed. A rejection
 * is a chunk that could not be downloaded (the network, or a deploy that replaced it).
 */
export const loadValidation = () => import('./validation');
