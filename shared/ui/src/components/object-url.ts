import { useEffect, useState } from 'react';

/**
 * An object URL of `blob` while the component shows it (a PDF in an <iframe>, an image), revoked
 * when the blob changes or the component goes: the browser frees the bytes. Created in an effect,
 * so React's double run of effects in development revokes nothing still in use. Null without a
 * blob, or where the browser has no object URLs.
 */
export function useObjectUrl(blob: Blob | undefined | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
