import type { TextNamespace } from '@arara/i18n';

/** Where the compliance API's error keys are looked up: its own, then `validation.*` of common. */
export const COMPLIANCE_ERROR_NAMESPACES: TextNamespace[] = ['compliance', 'common'];
