import type { TextNamespace } from '@arara/i18n';

/**
 * Field errors of the developer forms are i18n keys (shared zod contracts, API `fields`):
 * `developer:*` of this remote, `validation.*` of `common`.
 */
export const DEVELOPER_ERROR_NAMESPACES: TextNamespace[] = ['developer', 'common'];
