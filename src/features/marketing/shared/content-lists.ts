/**
 * Lists kept in the locale files (FAQ entries, steps, team roles): each language may phrase
 * them its own way, and the page renders whatever the file holds. Anything that is not the
 * expected shape is dropped rather than shown as "[object Object]".
 */
import type { TFunction } from 'i18next';

type Values = Record<string, string | number>;

function rawList(t: TFunction, key: string, values?: Values): unknown[] {
  const value: unknown = t(key, { ...values, returnObjects: true });
  return Array.isArray(value) ? value : [];
}

export function stringList(t: TFunction, key: string, values?: Values): string[] {
  return rawList(t, key, values).filter((item): item is string => typeof item === 'string');
}

/** Objects whose `fields` are all strings, e.g. recordList(t, 'home.faq.items', ['q', 'a']). */
export function recordList<Field extends string>(
  t: TFunction,
  key: string,
  fields: readonly Field[],
  values?: Values,
): Record<Field, string>[] {
  return rawList(t, key, values).filter((item): item is Record<Field, string> =>
    fields.every(
      (field) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>)[field] === 'string',
    ),
  );
}
