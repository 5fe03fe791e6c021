import * as z from 'zod/mini';

/**
 * Files a merchant uploads (docs/compliance.md "Files"): onboarding documents and the
 * attachments of an infraction defense. One upload endpoint for all of them, as Stripe's Files
 * API: the file is stored first (its type read from its content, never from its name), then
 * referenced by id by the record it belongs to (an onboarding document, a defense).
 */

/** At most 10 MB per file (the spec's limit for onboarding documents and defense attachments). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The types accepted, found by the file's first bytes (magic numbers), not its name. */
export const UPLOAD_TYPES = ['pdf', 'jpg', 'png', 'doc', 'docx'] as const;
export const ZUploadType = z.enum(UPLOAD_TYPES);
export type TUploadType = z.infer<typeof ZUploadType>;

/** The content type a stored file is served with, from the type found in it. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<TUploadType, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What a picker's `accept` attribute offers (the server checks the content anyway). */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

/** What the file is for; a file is attached only to a record of its purpose. */
export const FILE_PURPOSES = ['onboarding_document', 'defense_attachment'] as const;
export const ZFilePurpose = z.enum(FILE_PURPOSES);
export type TFilePurpose = z.infer<typeof ZFilePurpose>;

export const FILE_MESSAGES = {
  /** Not a PDF, JPG, PNG, DOC or DOCX by its content (whatever its name says). */
  invalidType: 'compliance:files.invalidType',
  /** More than UPLOAD_MAX_BYTES. */
  tooLarge: 'compliance:files.tooLarge',
  /** A multipart body without a file, or an empty one. */
  missing: 'compliance:files.missing',
  notFound: 'compliance:files.notFound',
} as const;

/** A stored file as its merchant (or a reviewing admin) sees it. */
export const ZStoredFile = z.object({
  id: z.uuid(),
  purpose: ZFilePurpose,
  /** The name it was uploaded with, cleaned of path parts and control characters. */
  filename: z.string(),
  type: ZUploadType,
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  createdAt: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/** POST …/files?purpose=: what the upload is for. The body is multipart with one `file` part. */
export const ZFileUploadQuery = z.object({ purpose: ZFilePurpose });
export type TFileUploadQuery = z.infer<typeof ZFileUploadQuery>;
