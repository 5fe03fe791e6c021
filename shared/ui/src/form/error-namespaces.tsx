import type { TextNamespace } from '@arara/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import { useErrorText } from './form-errors';

type ErrorTexts = {
  namespaces: readonly TextNamespace[];
  /** Texts of some error keys that this form words its own way (key → translated text). */
  messages?: Readonly<Record<string, string>>;
};

const ErrorNamespaces = createContext<ErrorTexts>({ namespaces: ['common'] });

/**
 * The i18n namespaces the bound fields inside look their error keys up in, in order (`common`
 * last): a remote's form names its own namespace first. A FormDrawer provides it itself.
 * `messages` words some keys the form's own way (a page whose requirements say so).
 */
export function FormErrorNamespaces({
  namespaces,
  messages,
  children,
}: ErrorTexts & { children: ReactNode }) {
  return (
    <ErrorNamespaces.Provider value={{ namespaces, messages }}>{children}</ErrorNamespaces.Provider>
  );
}

/** The text of a field error key, in the namespaces of the enclosing form. */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  const { namespaces, messages } = useContext(ErrorNamespaces);
  const text = useErrorText([...namespaces]);
  return (key) => (key && messages?.[key]) || text(key);
}
