import { ApiError } from '@arara/api-client';
import { useState } from 'react';

/**
 * A create form's refusals that name no field of the form but deserve their own words (the
 * merchant's one active API key, a 409) instead of the form's generic failure: `track` runs the
 * call and remembers the HTTP status of a refusal, `failure` words the form's failure. (A
 * refusal that names a field, such as a bank account's webhooks at their limit, is shown on it.)
 */
export function useRefusalTexts(texts: Partial<Record<number, string>>) {
  const [status, setStatus] = useState<number | null>(null);
  return {
    track: async <T>(call: () => Promise<T>): Promise<T> => {
      setStatus(null);
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError) setStatus(error.status);
        throw error;
      }
    },
    failure: (generic: string | null) =>
      generic !== null && status !== null ? (texts[status] ?? generic) : generic,
  };
}
