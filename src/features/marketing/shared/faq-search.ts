/**
 * Matching FAQ entries to what a visitor types. Vietnamese is often typed without its accents
 * ("tin dung" for "tín dụng"), so both sides are compared without diacritics.
 */

/** Lower case, no diacritics, đ as d, single spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query appears somewhere in the entry's texts. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
