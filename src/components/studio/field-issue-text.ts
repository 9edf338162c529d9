/**
 * A refused field said in the user's language: `generation:fieldIssues.<code>`, naming the field
 * by `generation:fields.<service>.<field>` (common/studios/field-issues.ts has the codes).
 */
import type { TFunction } from 'i18next';
import type { FieldIssue } from '../../../common/studios/field-issues';
import type { ServiceSlug } from '../../../common/studios/studios';

export function fieldName(t: TFunction, service: ServiceSlug, field: string): string {
  return t(`generation:fields.${service}.${field}`, { defaultValue: field });
}

export function fieldIssueText(
  t: TFunction,
  service: ServiceSlug,
  field: string,
  issue: FieldIssue,
): string {
  const or = ` ${t('studio:fieldIssues.or')} `;
  return t(`generation:fieldIssues.${issue.code}`, {
    ...issue,
    field: fieldName(t, service, field),
    values: issue.values?.join(', '),
    oneOf: (issue.one_of ?? [field]).map((name) => fieldName(t, service, name)).join(or),
  });
}
