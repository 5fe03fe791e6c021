import { toast } from '@arara/ui/core';

/**
 * Copies a text (a secret, a URL) to the clipboard and says so; a browser that refuses
 * (no permission, no secure context) gets the caller's failure text instead of a silent no-op.
 */
export async function copyText(text: string, texts: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.failed);
  }
}
