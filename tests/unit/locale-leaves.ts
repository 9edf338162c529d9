/**
 * Every leaf of a locale file as `path: placeholders`, so that a key or a {{value}} missing in
 * one language shows when the two lists are compared. `foldPlurals` reads `count_one` and
 * `count_other` as one key, for a file whose languages pluralise differently.
 */
export function leaves(node: unknown, { foldPlurals = false } = {}, path = ''): string[] {
  if (typeof node === 'string') {
    const names = [...node.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const key = foldPlurals ? path.replace(/_(one|other)$/, '') : path;
    return [`${key}: ${names.join(',')}`];
  }
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, { foldPlurals }, path ? `${path}.${key}` : key),
  );
}
