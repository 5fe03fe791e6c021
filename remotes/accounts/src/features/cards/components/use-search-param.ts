import { useSearchParams } from 'react-router-dom';

/**
 * One filter kept in the URL (a shared link shows the same filter); setting undefined removes
 * it. The other parameters, the period's included, stay as they are.
 */
export function useSearchParam(
  name: string,
): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? undefined;
  const setValue = (next: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined || next === '') updated.delete(name);
      else updated.set(name, next);
      return updated;
    });
  return [value === '' ? undefined : value, setValue];
}
