import type { TextNamespace } from '@arara/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import { useErrorText } from './form-errors';

const ErrorNamespaces = createContext<readonly TextNamespace[]>(['common']);

/**
 * The i18n namespaces the bound fields inside look their error keys up in, in order (`common`
 * last): a remote's form names its own namespace first. A FormDrawer provides it itself.
 */
export function FormErrorNamespaces({
  namespaces,
  children,
}: {
  namespaces: readonly TextNamespace[];
  children: ReactNode;
}) {
  return <ErrorNamespaces.Provider value={namespaces}>{children}</ErrorNamespaces.Provider>;
}

/** The text of a field error key, in the namespaces of the enclosing form. */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  return useErrorText([...useContext(ErrorNamespaces)]);
}
