/**
 * The bytes behind a same-origin URL (a signed media link: no token needed), read as a stream so
 * a long download can show how far it is.
 */
export interface ByteProgress {
  loaded: number;
  /** From Content-Length; null when the server did not say. */
  total: number | null;
}

export interface DownloadBlobOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ByteProgress) => void;
}

export async function downloadBlob(
  url: string,
  { signal, onProgress }: DownloadBlobOptions = {},
): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  if (!onProgress || !response.body) return response.blob();
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}
