/**
 * The fields of a category, author or tag as the admin's dialog edits them, and the request they
 * make, checked by the write API's own schemas. English texts left empty are no English.
 */
import type { z } from 'zod';
import {
  adminBlogAuthorRequestSchema,
  adminBlogCategoryRequestSchema,
  adminBlogTagRequestSchema,
} from '../../../../common/contracts/blog-admin';
import type { BlogTaxonomyKind } from '../../../../common/contracts/blog-admin-reads';
import type { TaxonomyItems, TaxonomyRequests } from './blog-admin.api';
import { fieldProblems, type FieldProblem } from './field-problems';

export interface TaxonomyFieldSpec {
  name: string;
  /** A paragraph rather than a line. */
  multiline?: boolean;
}

export const TAXONOMY_FIELDS: Record<BlogTaxonomyKind, TaxonomyFieldSpec[]> = {
  categories: [
    { name: 'slug' },
    { name: 'name_vi' },
    { name: 'name_en' },
    { name: 'description_vi', multiline: true },
    { name: 'description_en', multiline: true },
  ],
  authors: [
    { name: 'slug' },
    { name: 'name' },
    { name: 'role_vi' },
    { name: 'role_en' },
    { name: 'bio_vi', multiline: true },
    { name: 'bio_en', multiline: true },
  ],
  tags: [{ name: 'slug' }, { name: 'name_vi' }, { name: 'name_en' }],
};

const SCHEMAS: Record<BlogTaxonomyKind, z.ZodType> = {
  categories: adminBlogCategoryRequestSchema,
  authors: adminBlogAuthorRequestSchema,
  tags: adminBlogTagRequestSchema,
};

export type TaxonomyValues = Record<string, string>;

export function taxonomyFormOf(
  kind: BlogTaxonomyKind,
  item: TaxonomyItems[BlogTaxonomyKind] | null,
) {
  const values: TaxonomyValues = {};
  for (const { name } of TAXONOMY_FIELDS[kind]) {
    const value = item ? (item as unknown as Record<string, unknown>)[name] : '';
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function checkTaxonomyForm<K extends BlogTaxonomyKind>(
  kind: K,
  values: TaxonomyValues,
):
  | { ok: true; request: TaxonomyRequests[K] }
  | { ok: false; problems: Record<string, FieldProblem> } {
  const input = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name.endsWith('_en') && value.trim() === '' ? null : value,
    ]),
  );
  const parsed = SCHEMAS[kind].safeParse(input);
  if (parsed.success) return { ok: true, request: parsed.data as TaxonomyRequests[K] };
  return {
    ok: false,
    problems: fieldProblems<string>(parsed.error.issues, values) as Record<string, FieldProblem>,
  };
}
