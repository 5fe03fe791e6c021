// Releases in an S3-compatible bucket (docs/deployment.md "Release and rollback"), optional:
// with RELEASES_S3_BUCKET set, `pnpm release` uploads the published folder to
// `<bucket>/<app>/<version>+<buildId>/` too and the registry entry points there. The client is
// the API's own (@aws-sdk/client-s3 in services/api), loaded from that package.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

async function s3Client() {
  const require = createRequire(path.join(ROOT, 'services/api/package.json'));
  return import(pathToFileURL(require.resolve('@aws-sdk/client-s3')).href);
}

/**
 * An S3 release storage. `baseUrl` is the public URL of the bucket's root (a CDN, or the
 * endpoint with the bucket in the path); the bucket must send `Access-Control-Allow-Origin`
 * (its CORS configuration) since the shell's origin loads the remotes from it.
 */
export async function s3ReleaseStorage({
  bucket,
  region = 'us-east-1',
  endpoint,
  accessKeyId,
  secretAccessKey,
  forcePathStyle = Boolean(endpoint),
  baseUrl,
}) {
  const { S3Client, HeadObjectCommand, PutObjectCommand } = await s3Client();
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    // Checksums only where S3 requires them (as the API's file storage: the SDK's default
    // aws-chunked bodies are not understood by every S3-compatible server).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  });
  return {
    baseUrl:
      baseUrl ??
      (endpoint
        ? `${endpoint.replace(/\/+$/, '')}/${bucket}`
        : `https://${bucket}.s3.${region}.amazonaws.com`),
    describe: () => `s3://${bucket}`,
    /** Whether a release is under `prefix`: its mf-manifest.json (a remote) or index.html. */
    async exists(prefix) {
      for (const file of ['mf-manifest.json', 'index.html']) {
        try {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${prefix}${file}` }));
          return true;
        } catch (error) {
          if (error?.$metadata?.httpStatusCode !== 404) throw error;
        }
      }
      return false;
    },
    /** Every file of `dir` under `prefix`; cached for good (a release never changes). */
    async uploadFolder(dir, prefix) {
      // The manifest and the page last: once they are there, so is everything they load.
      const last = (file) => (file === 'mf-manifest.json' || file === 'index.html' ? 1 : 0);
      const files = filesUnder(dir).sort((a, b) => last(a) - last(b));
      for (const file of files) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: `${prefix}${file}`,
            Body: readFileSync(path.join(dir, file)),
            ContentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      }
    },
    destroy: () => client.destroy(),
  };
}

/** The storage of RELEASES_S3_* (undefined without RELEASES_S3_BUCKET: local folder only). */
export async function s3StorageFromEnv(env) {
  if (!env.RELEASES_S3_BUCKET) return undefined;
  return s3ReleaseStorage({
    bucket: env.RELEASES_S3_BUCKET,
    region: env.RELEASES_S3_REGION,
    endpoint: env.RELEASES_S3_ENDPOINT,
    accessKeyId: env.RELEASES_S3_ACCESS_KEY_ID,
    secretAccessKey: env.RELEASES_S3_SECRET_ACCESS_KEY,
    baseUrl: env.RELEASES_BASE_URL,
  });
}
