import type { TStoredFile } from '@arara/contracts';
import type { StoredFile } from '../../db/schema-compliance';

export const toStoredFileDto = (file: StoredFile): TStoredFile => ({
  id: file.id,
  purpose: file.purpose,
  filename: file.filename,
  type: file.fileType,
  contentType: file.contentType,
  size: file.sizeBytes,
  createdAt: file.createdAt.toISOString(),
});
