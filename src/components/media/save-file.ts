/** Hands a blob to the browser as a download with a file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file by the next tick; keep the URL a little longer for Safari.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
