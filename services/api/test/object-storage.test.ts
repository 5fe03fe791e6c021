import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import S3rver from 's3rver';
import {
  createObjectStorage,
  type FileStorageConfig,
  type ObjectStorage,
} from '../src/services/files';

/**
 * Both storages keep the same promise (docs/compliance.md "Files"): what is put comes back,
 * a missing key is null, a deleted key is gone, and only keys the API makes are accepted. The
 * S3 one runs against s3rver, an S3-compatible server in this process (MinIO in
 * docker-compose speaks the same protocol), starting without the bucket.
 */
const key = () => `${randomUUID()}/${randomUUID()}`;

function contract(name: string, storage: () => ObjectStorage) {
  describe(name, () => {
    test('put, get, delete', async () => {
      const k = key();
      const body = 'the bytes of a file';
      await storage().put(k, Readable.from([Buffer.from(body)]), {
        size: body.length,
        contentType: 'application/pdf',
      });
      const back = await storage().get(k);
      assert.ok(back);
      assert.equal(await text(back), body);
      await storage().delete(k);
      assert.equal(await storage().get(k), null);
    });

    test('a key that is not the API’s own is refused (no path to follow)', async () => {
      await assert.rejects(storage().get('../../etc/passwd'));
      await assert.rejects(
        storage().put('x/../y', Readable.from([Buffer.from('x')]), { size: 1, contentType: 'x' }),
      );
    });
  });
}

let dir = '';
let s3dir = '';
let server: S3rver | undefined;
let disk: ObjectStorage | undefined;
let s3: ObjectStorage | undefined;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arara-disk-'));
  s3dir = await mkdtemp(join(tmpdir(), 'arara-s3-'));
  disk = await createObjectStorage({ kind: 'disk', dir });
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port } = await server.run();
  const config: FileStorageConfig = {
    kind: 's3',
    bucket: 'arara-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  s3 = await createObjectStorage(config);
});

after(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(s3dir, { recursive: true, force: true });
});

contract('disk storage', () => disk as ObjectStorage);
contract('S3-compatible storage', () => s3 as ObjectStorage);
