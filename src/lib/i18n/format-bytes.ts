/** A file size as people read it: "1.5 MB", "820 KB", in the locale's digits and decimal mark. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  const power = Math.min(
    units.length - 1,
    Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)),
  );
  return `${(bytes / 1024 ** power).toLocaleString(locale, { maximumFractionDigits: 1 })} ${units[power]}`;
}
