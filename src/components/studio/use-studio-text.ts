/**
 * The studio's words: a key of the studio's own namespace when it has one (try-on says
 * "try-on" where another studio says "result"), else the shared `studio` namespace's. A key
 * that names its namespace (`generation:errors.internal`) is read there.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from './studio-context';
import { STUDIO_NAMESPACES } from './studio-namespaces';

/** `fallback`: a namespaced key read when neither the studio nor `studio` has the key. */
export type StudioText = (
  key: string,
  values?: Record<string, unknown>,
  fallback?: string,
) => string;

export function useStudioText(): StudioText {
  const { namespace } = useStudio();
  const { t } = useTranslation([namespace, ...STUDIO_NAMESPACES]);
  return useCallback(
    (key, values, fallback) => {
      if (key.includes(':')) return t(key, values ?? {});
      const keys = [`${namespace}:${key}`, `studio:${key}`];
      return t(fallback ? [...keys, fallback] : keys, values ?? {});
    },
    [namespace, t],
  );
}
