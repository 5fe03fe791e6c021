import { AppErrorCode, FILE_MESSAGES, type TFilePurpose } from '@arara/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StoredFile, storedFiles } from '../../db/schema-compliance';
import { AppError } from '../../lib/app-error';
import type { FileReply } from '../../lib/file-reply';
import type { ObjectStorage } from './object-storage';

const fileNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'File not found', { file: FILE_MESSAGES.notFound });

/** A file of the merchant (another merchant's, or an unknown id: 404). */
export async function findMerchantFile(
  db: Db,
  merchantId: string,
  fileId: string,
): Promise<StoredFile> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.merchantId, merchantId)));
  if (!file) throw fileNotFound();
  return file;
}

/**
 * Files of the merchant with the purpose, by id, for a record to reference (a defense's
 * attachments): all of them or null (one is another merchant's, unknown or of another purpose).
 */
export async function findFilesToAttach(
  db: Db,
  merchantId: string,
  purpose: TFilePurpose,
  fileIds: readonly string[],
): Promise<StoredFile[] | null> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, unique),
        eq(storedFiles.merchantId, merchantId),
        eq(storedFiles.purpose, purpose),
      ),
    );
  return rows.length === unique.length ? rows : null;
}

/** The file's bytes as a download (its own content type; always an attachment). */
export async function storedFileReply(
  storage: ObjectStorage,
  file: StoredFile,
): Promise<FileReply> {
  const body = await storage.get(file.storageKey);
  if (!body) throw fileNotFound();
  return { filename: file.filename, contentType: file.contentType, body };
}
