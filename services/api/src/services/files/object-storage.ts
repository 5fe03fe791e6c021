import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (docs/compliance.md "Files"): keys chosen by the API, never by a
 * user (`<merchantId>/<fileId>`). A directory on disk by default (the embedded product), an
 * S3-compatible bucket (MinIO in docker-compose) when S3_BUCKET is set.
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** The folder of a disk storage. */
  readonly root?: string;
  /** Stores `body` (`size` bytes) under `key`, replacing nothing: keys are new uuids. */
  put(key: string, body: Readable, meta: { size: number; contentType: string }): Promise<void>;
  /** The object's bytes, streamed; null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

export type FileStorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  // Keys are made by the API; anything else is a bug, never a path to follow.
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Files under `dir`, written to a temporary name then renamed (a reader never sees half a file). */
export function diskStorage(dir: string): ObjectStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, checkedKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const stream = createReadStream(pathOf(key));
      // Open it now, so a missing file is null here rather than an error mid-response.
      return new Promise((done, fail) => {
        stream.once('open', () => done(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? done(null) : fail(error),
        );
      });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO). The SDK is loaded only when this storage is chosen;
 * the bucket is created on first use when it does not exist (a fresh MinIO).
 */
export async function s3Storage(
  config: Extract<FileStorageConfig, { kind: 's3' }>,
): Promise<ObjectStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default sends bodies as aws-chunked with
    // trailing checksums, which S3-compatible servers (older MinIO, others) store as they come.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = config.bucket;
  let bucketChecked: Promise<void> | null = null;
  const ensureBucket = () => {
    bucketChecked ??= client
      .send(new s3.HeadBucketCommand({ Bucket }))
      .then(
        () => undefined,
        async (error: { $metadata?: { httpStatusCode?: number } }) => {
          if (error.$metadata?.httpStatusCode !== 404) throw error;
          await client.send(new s3.CreateBucketCommand({ Bucket }));
        },
      )
      .catch((error: unknown) => {
        bucketChecked = null;
        throw error;
      });
    return bucketChecked;
  };
  return {
    kind: 's3',
    async put(key, body, meta) {
      await ensureBucket();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentLength: meta.size,
          ContentType: meta.contentType,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

export function createObjectStorage(config: FileStorageConfig): Promise<ObjectStorage> {
  return config.kind === 's3' ? s3Storage(config) : Promise.resolve(diskStorage(config.dir));
}

/** The storage of files when none is configured: a folder of the data directory. */
export const defaultFilesDir = (dataDir: string) => join(dataDir, 'files');
