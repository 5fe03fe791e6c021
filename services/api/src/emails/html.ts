const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);

/**
 * Text a user chose (a merchant's or a person's name) as it goes into an e-mail: a zero-width
 * space after every `.`, `:`, `/` and `@`, so no mail client turns "www.evil.com" or "http://x"
 * into a link, while it reads the same.
 */
export const neutraliseLinks = (value: string): string => value.replace(/[.:/@]/g, '$&\u200B');
