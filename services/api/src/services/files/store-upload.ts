import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AppErrorCode,
  FILE_MESSAGES,
  type TFilePurpose,
  type TStoredFile,
  UPLOAD_CONTENT_TYPES,
} from '@arara/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema-compliance';
import { AppError } from '../../lib/app-error';
import { detectUploadType } from './detect-file-type';
import type { ObjectStorage } from './object-storage';
import { toStoredFileDto } from './to-stored-file-dto';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const FILENAME_MAX = 200;

/**
 * 413, with `Connection: close`: the server drops the connection once it answers, so the rest
 * of an over-long body is never read.
 */
const fileTooLarge = () =>
  new AppError(
    AppErrorCode.FILE_TOO_LARGE,
    'The file is larger than allowed',
    { file: FILE_MESSAGES.tooLarge },
    { headers: { connection: 'close' } },
  );
const unsupportedType = () =>
  new AppError(AppErrorCode.UNSUPPORTED_FILE_TYPE, 'The file is not a PDF, JPG, PNG, DOC or DOCX', {
    file: FILE_MESSAGES.invalidType,
  });
const missingFile = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Send one file in the part named "file"', {
    file: FILE_MESSAGES.missing,
  });

/** The name as shown and downloaded: no folders, no control characters, not too long. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, FILENAME_MAX) || 'file';
}

type UploadTarget = {
  merchantId: string;
  purpose: TFilePurpose;
  /** Who uploads (a merchant's user). */
  userId: string | null;
  maxBytes: number;
};

/**
 * Stores the one file of a multipart upload (docs/compliance.md "Files"). A declared length
 * over the limit is refused before the body is read; otherwise the file streams to a temporary
 * file (counted and hashed as it goes; the stream fails as soon as the limit is passed), its
 * type is read from its content, then it is put in the object storage and recorded. Nothing is
 * kept of a refused file. A refused over-long upload closes the connection (the rest of its
 * body is never read).
 */
export async function storeUpload(
  deps: { db: Db; fileStorage: ObjectStorage },
  request: FastifyRequest,
  target: UploadTarget,
): Promise<TStoredFile> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > target.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw fileTooLarge();
  }
  if (!request.isMultipart()) throw missingFile();
  const part = await request
    .file({ limits: { fileSize: target.maxBytes, files: 1, fields: 0, parts: 1 } })
    .catch((error: unknown) => {
      throw asUploadError(error);
    });
  if (part?.fieldname !== 'file') throw missingFile();

  const temp = join(tmpdir(), `arara-upload-${randomUUID()}`);
  try {
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // The parser stops passing bytes at the limit but would read the rest of the body to its
    // end: fail here instead, and the answer closes the connection.
    part.file.once('limit', () => part.file.destroy(fileTooLarge()));
    try {
      await pipeline(part.file, measure, createWriteStream(temp));
    } catch (error) {
      throw asUploadError(error);
    }
    if (part.file.truncated || size > target.maxBytes) throw fileTooLarge();
    if (size === 0) throw missingFile();
    const type = await detectUploadType(temp);
    if (!type) throw unsupportedType();

    const id = randomUUID();
    const storageKey = `${target.merchantId}/${id}`;
    const contentType = UPLOAD_CONTENT_TYPES[type];
    await deps.fileStorage.put(storageKey, createReadStream(temp), { size, contentType });
    try {
      const [row] = await deps.db
        .insert(storedFiles)
        .values({
          id,
          merchantId: target.merchantId,
          purpose: target.purpose,
          storageKey,
          filename: cleanFilename(part.filename),
          fileType: type,
          contentType,
          sizeBytes: size,
          sha256: hash.digest('hex'),
          uploadedBy: target.userId,
        })
        .returning();
      if (!row) throw new Error('stored file not returned');
      return toStoredFileDto(row);
    } catch (error) {
      await deps.fileStorage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(temp, { force: true });
  }
}

/** A limit error of the multipart parser as the API's own. */
function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return missingFile();
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return missingFile();
  return error;
}
