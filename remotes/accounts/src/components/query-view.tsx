/** Moved to `@arara/federation/remote` (shared with the payments remote). */
export { QueryView } from '@arara/ui/page';
