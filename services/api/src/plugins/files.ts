import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { createObjectStorage, type FileStorageConfig, type ObjectStorage } from '../services/files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept (docs/compliance.md "Files"). */
    fileStorage: ObjectStorage;
  }
}

/**
 * Uploads: the object storage, and the multipart parser of the upload endpoints (a body is read
 * only when a route asks for its file, one part, never buffered whole).
 */
export default fp<{ storage?: FileStorageConfig | undefined }>(
  async (app, options) => {
    // Tests and scripts without a configuration: a folder of the system's temporary directory.
    const config = options.storage ?? { kind: 'disk', dir: join(tmpdir(), 'arara-files') };
    app.decorate('fileStorage', await createObjectStorage(config));
    await app.register(multipart, { throwFileSizeLimit: true });
  },
  { name: 'files' },
);
