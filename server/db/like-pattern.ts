/** A LIKE / ILIKE pattern that matches `text` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
