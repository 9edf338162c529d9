/**
 * A real S3 server on a free loopback port, over a temporary directory (s3rver: S3's REST
 * protocol, signature checks included), so the S3 storage is tested through the official SDK and
 * the network, never a mock of either. s3rver knows one account, `S3RVER` / `S3RVER`.
 *
 * s3rver is old (3.7.1): the SDK's default CRC32 checksums (since 3.729) are accepted as it is
 * used here (a PUT with a known length, multipart parts) and the bytes come back whole, which the
 * contract tests check, so the client keeps the SDK's defaults. It implements neither listing
 * nor aborting multipart uploads: a failed upload's parts stay in its directory, never an object.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type HeadObjectCommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage, type S3Storage } from '../../../server/adapters/storage/s3-storage';
import type { Clock } from '../../../server/clock';

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** A STORAGE_URL for `bucket`. */
  storageUrl(bucket: string): string;
  /** A storage on `bucket`, as the app would open it from storageUrl; closed with the server. */
  storage(bucket: string, options?: { clock?: Clock }): S3Storage;
  /** A bucket of its own for one test. */
  newBucket(): Promise<string>;
  /** Every key in the bucket, sorted, with its size. */
  list(bucket: string): Promise<Array<{ key: string; size: number }>>;
  head(bucket: string, key: string): Promise<HeadObjectCommandOutput>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ai-fashion-studio-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  const storages: S3Storage[] = [];
  const storageUrl = (bucket: string) =>
    `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=true`;
  return {
    endpoint,
    storageUrl,
    storage(bucket, options = {}) {
      const storage = createS3Storage(
        { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
        { credentials: S3RVER_CREDENTIALS, ...options },
      );
      storages.push(storage);
      return storage;
    },
    async newBucket() {
      const name = `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async list(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? [])
        .map((object) => ({ key: object.Key ?? '', size: object.Size ?? 0 }))
        .sort((a, b) => a.key.localeCompare(b.key));
    },
    head: (bucket, key) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    async close() {
      for (const storage of storages) await storage.close();
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
