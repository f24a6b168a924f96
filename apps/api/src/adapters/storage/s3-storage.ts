import { addAbortSignal, Readable } from 'node:stream';
import { assertName, type FileStorage, isStoredName } from './storage.ts';

/** An S3 bucket (AWS S3 or an S3-compatible service: MinIO, Cloudflare R2, Backblaze B2, …). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The S3-compatible service's URL; unset: AWS S3 in `region`. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (what most S3-compatible services want). */
  forcePathStyle: boolean;
  /** Put before every stored name (e.g. `talvio/`); empty for none. */
  prefix: string;
}

/** Each call (all its retries included) fails after this long rather than holding a request forever. */
export const defaultS3TimeoutMs = 30_000;

/** What S3 answers for a key that does not exist (GetObject, and DeleteObject on some compatible services). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  if (e?.name === 'NoSuchKey') return true;
  // A 404 without the usual code (HEAD-style answers of some services); a missing bucket is a real error.
  return e?.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
}

/**
 * Files in an S3 bucket under `prefix + name`. The SDK is loaded only here, so a server on local disk never
 * holds it in memory. Names are checked before any request, exactly as on local disk.
 */
export async function createS3Storage(
  options: S3StorageOptions & { timeoutMs?: number },
): Promise<FileStorage & { close(): void }> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import(
    '@aws-sdk/client-s3'
  );
  const timeoutMs = options.timeoutMs ?? defaultS3TimeoutMs;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // Static keys: the SDK never probes the default credential chain (instance metadata) over the network.
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true },
  });
  const bucket = options.bucket;
  const key = (name: string) => `${options.prefix}${name}`;

  /** Runs one call with a deadline: the SDK's request is aborted and the call rejects when it passes. */
  const bounded = async <T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const signal = AbortSignal.timeout(timeoutMs);
    const deadline = new Promise<never>((_, reject) => {
      signal.addEventListener(
        'abort',
        () => reject(new Error(`S3 storage: ${what} got no answer within ${timeoutMs} ms`)),
        { once: true },
      );
    });
    return Promise.race([work(signal), deadline]);
  };

  return {
    async put(name, data) {
      assertName(name);
      await bounded(`storing ${name}`, (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key(name),
            Body: data,
            ContentLength: data.length,
            ContentType: 'application/octet-stream',
          }),
          { abortSignal },
        ),
      );
    },
    async get(name) {
      if (!isStoredName(name)) return null;
      return bounded(`reading ${name}`, async (abortSignal) => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }), {
            abortSignal,
          });
          const body = answer.Body;
          if (!body) return Buffer.alloc(0);
          // The deadline covers the body too: a stream that stalls half-way is destroyed.
          if (body instanceof Readable) addAbortSignal(abortSignal, body);
          return Buffer.from(await body.transformToByteArray());
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
      });
    },
    async remove(name) {
      assertName(name);
      await bounded(`removing ${name}`, async (abortSignal) => {
        try {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }), { abortSignal });
        } catch (err) {
          // S3 answers 204 for a missing key; a compatible service that answers 404 means the same.
          if (!isMissing(err)) throw err;
        }
      });
    },
    close() {
      client.destroy();
    },
  };
}
