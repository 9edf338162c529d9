/**
 * The fields a refused request names, each with its issue as a stable code and its numbers
 * (`field_issues` of common/contracts/errors.ts), for the app to say in the user's language.
 */
import { z } from 'zod';
import { fieldIssueSchema } from '../../../common/contracts/errors';
import type { FieldIssue } from '../../../common/studios/field-issues';

const fieldIssuesSchema = z.record(z.string(), fieldIssueSchema);

/** The `field_issues` of an error body, when it names at least one field. */
export function fieldIssuesOf(body: unknown): Record<string, FieldIssue> | null {
  const issues = (body as { field_issues?: unknown } | null)?.field_issues;
  const parsed = fieldIssuesSchema.safeParse(issues);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
}
