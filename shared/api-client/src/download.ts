import { apiDownload } from './client';

/** `attachment; filename="extrato-….csv"` (or RFC 5987 `filename*=UTF-8''…`) → the name. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(header)?.slice(1).find(Boolean) ??
    null
  );
}

/** Hands a Blob to the browser's download as `name` (the API's name, in the file's language). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL only after the click's task: revoke it a bit later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file of the API (a CSV, a PDF receipt) through the API client — a plain
 * `<a href>` would carry neither the bearer token nor the act-as header — and saves it under
 * the API's file name, or `fallbackName`.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiDownload(path);
  const blob = await response.blob();
  saveBlob(blob, attachmentFilename(response.headers.get('content-disposition')) ?? fallbackName);
}
