/**
 * A write schema's zod issues as keys of `admin-blog:validation` with their numbers, one per
 * field (the first), so each problem shows under its field in the admin's language. The schemas
 * are the API's own (common/contracts/blog-admin.ts): the form checks exactly what the server
 * will.
 */
import type { z } from 'zod';

/** A field's problem: an `admin-blog:validation.<key>` and the numbers it names. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

type Issue = z.core.$ZodIssue;

function problemOf(field: string, issue: Issue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array' || Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'array'
        ? { key: 'tooMany', values: { max: Number(issue.maximum) } }
        : { key: 'tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'datetime' ? 'date' : 'slug' };
    case 'invalid_union':
      return { key: 'cover' };
    case 'custom':
      // The post schema's two refinements: a body's Markdown, and English all or none.
      return { key: field.startsWith('body') ? 'unsafeBody' : 'englishAllOrNone' };
    default:
      return { key: 'invalid' };
  }
}

/** Nothing typed or chosen: whatever rule it breaks, the field is simply missing. */
const isEmpty = (value: unknown) =>
  (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && !value.length);

export function fieldProblems<F extends string>(
  issues: readonly Issue[],
  /** The values checked, by field. */
  values: Partial<Record<F, unknown>>,
): Partial<Record<F, FieldProblem>> {
  const problems: Partial<Record<F, FieldProblem>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (typeof field !== 'string' || problems[field]) continue;
    // A refinement names its own problem (English all or none holds for an empty field too).
    const missing = issue.code !== 'custom' && isEmpty(values[field]);
    problems[field] = missing ? { key: 'required' } : problemOf(field, issue);
  }
  return problems;
}

/**
 * The server's refusal of what the form could not check (a slug taken meanwhile, an author
 * deleted meanwhile): a problem on each field it names.
 */
export function refusedFields<F extends string>(
  fields: Record<string, string> | undefined,
  slugTaken: boolean,
): Partial<Record<F, FieldProblem>> {
  const problems: Partial<Record<F, FieldProblem>> = {};
  if (slugTaken) problems['slug' as F] = { key: 'slugTaken' };
  for (const field of Object.keys(fields ?? {})) problems[field as F] ??= { key: 'refused' };
  return problems;
}

/** A problem in the admin's language, or undefined when there is none. */
export function problemText(
  t: (key: string, values?: Record<string, number>) => string,
  problem: FieldProblem | undefined,
): string | undefined {
  return problem && t(`validation.${problem.key}`, problem.values);
}
