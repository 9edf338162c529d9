/**
 * Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Wasabi; docs/storage.md),
 * through the official SDK: the same contract as local disk (storage.ts). An object appears whole
 * or not at all: a single PUT is atomic, and a streamed upload is a multipart upload that S3 only
 * assembles when it completes; a failed one is aborted, so its parts never become an object.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { type Clock, systemClock } from '../../clock';
import { PRESIGN_STEP_S, PRESIGNED_URL_TTL_S, type S3Location } from './s3-location';
import type { ByteRange, Storage, StoredObject } from './storage';
import { checkContentType, contentTypeOfKey } from './storage-keys';

/** A streamed upload's part, in bytes (S3's minimum is 5 MiB), and parts sent at once. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

export interface S3Storage extends Storage {
  /** A short-lived GET of the object on the bucket (STORAGE_REDIRECT). */
  presignedUrl(key: string): Promise<string>;
  /** The object's size in bytes, or undefined when there is none (`npm run storage:copy`). */
  sizeOf(key: string): Promise<number | undefined>;
  close(): Promise<void>;
}

export interface S3StorageOptions {
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID and friends, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** When presigned URLs are signed; tests move it. */
  clock?: Clock;
}

export function createS3Storage(location: S3Location, options: S3StorageOptions = {}): S3Storage {
  const { bucket } = location;
  const clock = options.clock ?? systemClock;
  const client = new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint && { endpoint: location.endpoint }),
    ...(options.credentials && { credentials: options.credentials }),
  });

  async function getObject(key: string, range?: ByteRange) {
    const Range = range && `bytes=${range.start}-${range.end ?? ''}`;
    return client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
  }

  return {
    async put(key, body, contentType) {
      checkContentType(key, contentType);
      const object = { Bucket: bucket, Key: key, ContentType: contentType };
      if (!(body instanceof Readable)) {
        await client.send(new PutObjectCommand({ ...object, Body: body }));
        return;
      }
      // leavePartsOnError false (the default): a failure aborts the multipart upload.
      const upload = new Upload({
        client,
        params: { ...object, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw error;
      }
    },

    async get(key, range) {
      const contentType = contentTypeOfKey(key);
      let answer = await getObject(key, range).catch(whenMissing);
      // S3 refuses a range past the end (416); the contract serves the whole object then.
      if (answer === 'range-not-satisfiable') answer = await getObject(key).catch(whenMissing);
      if (answer === undefined || answer === 'range-not-satisfiable') return undefined;
      return storedObjectOf(answer, contentType);
    },

    async delete(key) {
      contentTypeOfKey(key);
      // S3 answers 204 for a key it does not have: no error, as the contract wants.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key) {
      return (await this.sizeOf(key)) !== undefined;
    },

    async sizeOf(key) {
      contentTypeOfKey(key);
      const head = await client
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .catch(whenMissing);
      return head === undefined || head === 'range-not-satisfiable'
        ? undefined
        : head.ContentLength;
    },

    async presignedUrl(key) {
      contentTypeOfKey(key);
      const stepMs = PRESIGN_STEP_S * 1000;
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseCacheControl: `private, max-age=${PRESIGNED_URL_TTL_S}`,
      });
      return getSignedUrl(client, command, {
        expiresIn: PRESIGNED_URL_TTL_S,
        signingDate: new Date(Math.floor(clock().getTime() / stepMs) * stepMs),
      });
    },

    async close() {
      client.destroy();
    },
  };
}

function storedObjectOf(answer: GetObjectCommandOutput, contentType: string): StoredObject {
  const body = answer.Body as Readable;
  // `bytes 2-4/10`: the part sent, and the whole object's size after the slash.
  const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
  if (!part) return { body, size: answer.ContentLength ?? 0, contentType };
  return {
    body,
    size: Number(part[3]),
    contentType,
    range: { start: Number(part[1]), end: Number(part[2]) },
  };
}

/** A missing object is an answer, not an error; so is a range past the end. */
function whenMissing(error: unknown): undefined | 'range-not-satisfiable' {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return undefined;
  if (status === 416) return 'range-not-satisfiable';
  throw error;
}
