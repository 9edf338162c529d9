/**
 * Path patterns of the fake API: `/api/ai/:service` names one segment, a final `*` takes the
 * rest (`/media/*`). The query string is never part of a pattern.
 */

/** The named segments of `path` if it matches `pattern` (`*` holds the rest), else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = path.split('/');
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) {
      const rest = given.slice(index);
      if (rest.length === 0 || rest.every((part) => part === '')) return null;
      params['*'] = rest.map(decodeURIComponent).join('/');
      return params;
    }
    const part = given[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) {
      if (part === '') return null;
      params[segment.slice(1)] = decodeURIComponent(part);
    } else if (segment !== part) return null;
  }
  return wanted.length === given.length ? params : null;
}
