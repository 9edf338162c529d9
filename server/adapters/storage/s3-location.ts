/**
 * STORAGE_URL for S3-compatible object storage (docs/storage.md):
 * `s3://<bucket>?region=<region>&endpoint=<url>&force_path_style=true`. The endpoint and path
 * style are for stores other than AWS (Cloudflare R2, MinIO, Wasabi); credentials never go in the
 * URL, they come from the AWS variables or the SDK's default chain.
 */

export interface S3Location {
  bucket: string;
  /** Unset: AWS S3 itself, found from the region. */
  endpoint?: string;
  /** AWS's default when unset; R2 takes `auto`. */
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
}

const DEFAULT_REGION = 'us-east-1';
/** Bucket names as S3 allows them (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMETERS = new Set(['endpoint', 'region', 'force_path_style']);

/** The location, or the reason the URL is not one, worded to follow `STORAGE_URL: `. */
export function parseS3Location(text: string): S3Location | { problem: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'not a URL: expected s3://<bucket>?region=<region>' };
  }
  if (url.protocol !== 's3:') {
    return { problem: `the scheme must be s3:// (got ${url.protocol}//)` };
  }
  const bucket = url.hostname;
  if (!bucket) return { problem: 'the bucket is missing: expected s3://<bucket>' };
  if (!BUCKET_NAME.test(bucket)) return { problem: `"${bucket}" is not a valid bucket name` };
  if (url.pathname && url.pathname !== '/') {
    return { problem: 'no path after the bucket: keys are chosen by the server' };
  }
  if (url.username || url.password) {
    return {
      problem: 'no credentials in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    };
  }
  const unknown = [...url.searchParams.keys()].filter((name) => !KNOWN_PARAMETERS.has(name));
  if (unknown.length > 0) {
    return {
      problem: `unknown parameter ${unknown.join(', ')} (endpoint, region, force_path_style)`,
    };
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    return { problem: `endpoint "${endpoint}" is not an http(s) URL` };
  }
  const pathStyle = url.searchParams.get('force_path_style') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    return { problem: 'force_path_style must be true or false' };
  }
  return {
    bucket,
    ...(endpoint && { endpoint: endpoint.replace(/\/+$/, '') }),
    region: url.searchParams.get('region') || DEFAULT_REGION,
    forcePathStyle: pathStyle === 'true',
  };
}

/** Like parseS3Location, for a URL config.ts has already accepted. */
export function s3LocationOf(text: string): S3Location {
  const location = parseS3Location(text);
  if ('problem' in location) throw new Error(`STORAGE_URL: ${location.problem}`);
  return location;
}

/**
 * The origin a browser fetches presigned URLs from (STORAGE_REDIRECT), which the
 * Content-Security-Policy must allow: the SDK's own choice of host, rebuilt.
 */
export function publicOriginOf({ bucket, endpoint, region, forcePathStyle }: S3Location): string {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  // The SDK falls back to path style for bucket names with dots, which a TLS wildcard cannot cover.
  return forcePathStyle || bucket.includes('.')
    ? base.origin
    : `${base.protocol}//${bucket}.${base.host}`;
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** How long a presigned GET works, in seconds (STORAGE_REDIRECT). */
export const PRESIGNED_URL_TTL_S = 300;
/**
 * Presigned URLs are signed at the start of this step, in seconds, so one file asked for twice
 * within it gets the same URL and the browser's cache serves it again.
 */
export const PRESIGN_STEP_S = 60;
