/**
 * The fields the server refused in the last submit, each with its message in the user's
 * language, for a form to show beside each field.
 */
import { useTranslation } from 'react-i18next';
import type { RunState } from '../../lib/generation/run-state';
import { submitProblem } from '../../lib/generation/submit-problem';
import { fieldIssueText } from './field-issue-text';
import { useStudio } from './studio-context';

export function useFieldErrors(run: RunState): Readonly<Record<string, string>> {
  const { service } = useStudio();
  const { t } = useTranslation();
  if (run.status !== 'submit-failed') return {};
  const problem = submitProblem(service, run.error);
  if (problem.kind !== 'fields') return {};
  return Object.fromEntries(
    Object.entries(problem.issues).map(([field, issue]) => [
      field,
      fieldIssueText(t, service, field, issue),
    ]),
  );
}
