import { open } from 'node:fs/promises';
import type { TUploadType } from '@arara/contracts';
import { fileTypeFromFile } from 'file-type';

/** "WordDocument" in UTF-16LE: the main stream's name in the directory of a Word 97–2003 file. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** How much of a compound file is searched for it (its directory sits near the start). */
const WORD_SCAN_BYTES = 1024 * 1024;

/**
 * An OLE compound file (file-type's `cfb`) is also an .msi installer, an .xls, a .ppt: it is a
 * DOC only when its directory names the WordDocument stream.
 */
async function isWordCompoundFile(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(WORD_SCAN_BYTES);
    const { bytesRead } = await file.read(buffer, 0, WORD_SCAN_BYTES, 0);
    return buffer.subarray(0, bytesRead).includes(WORD_STREAM);
  } catch {
    return false;
  } finally {
    await file.close();
  }
}

/**
 * The accepted type of a file by its content (magic numbers, and for DOCX the entries of the
 * ZIP), whatever its name says; null for anything else (an executable renamed .pdf, a ZIP, an
 * HTML or SVG page that could run in a browser).
 */
export async function detectUploadType(path: string): Promise<TUploadType | null> {
  const found = await fileTypeFromFile(path);
  switch (found?.ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'docx':
      return 'docx';
    case 'cfb':
      return (await isWordCompoundFile(path)) ? 'doc' : null;
    default:
      return null;
  }
}
