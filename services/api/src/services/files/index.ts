/**
 * Uploaded files (docs/compliance.md "Files"): the object storage, the upload of one file by
 * its content type, the merchant's files by id and their download.
 */
export { createObjectStorage, type FileStorageConfig, type ObjectStorage } from './object-storage';
export { findFilesToAttach, findMerchantFile, storedFileReply } from './read-stored-file';
export { storeUpload } from './store-upload';
export { toStoredFileDto } from './to-stored-file-dto';
