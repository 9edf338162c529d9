/**
 * Why the last attempt did not give a result: a submit the server (or the outbox) refused —
 * credits, the fields it named, offline, a full device, too long queued, its words — or a
 * generation that failed (its credits refunded).
 */
import { Alert, Box, List, Stack } from '@chakra-ui/react';
import type { Generation } from '../../../common/contracts/generations';
import type { RunState } from '../../lib/generation/run-state';
import { submitProblem } from '../../lib/generation/submit-problem';
import { errorMessageKey } from '../generation/generation-labels';
import { InsufficientCredits } from '../generation/InsufficientCredits';
import { personPhotoIssues } from './photo-codes';
import { PhotoGuide } from './PhotoGuide';
import { useStudio } from './studio-context';
import { useFieldErrors } from './use-field-errors';
import { useStudioText } from './use-studio-text';

export function SubmitProblemAlert({
  run,
}: {
  run: Extract<RunState, { status: 'submit-failed' }>;
}) {
  const t = useStudioText();
  const { service } = useStudio();
  const fieldErrors = useFieldErrors(run);
  const problem = submitProblem(service, run.error);
  if (problem.kind === 'credits') return <InsufficientCredits check={problem.check} />;
  return (
    <Alert.Root status="error" borderRadius="lg" data-testid="submit-error">
      <Alert.Indicator />
      {problem.kind === 'fields' ? (
        <Stack gap="1">
          <Alert.Title>{t('submit.fields')}</Alert.Title>
          <Alert.Description>
            <List.Root ps="5" data-testid="field-issues">
              {Object.entries(fieldErrors).map(([field, message]) => (
                <List.Item key={field} data-field={field}>
                  {message}
                </List.Item>
              ))}
            </List.Root>
            {personPhotoIssues(problem.issues).length > 0 && (
              <Box mt="3" p="3" bg="bg" borderRadius="md" color="fg">
                <PhotoGuide />
              </Box>
            )}
          </Alert.Description>
        </Stack>
      ) : (
        <Alert.Description>
          {problem.kind === 'other'
            ? t('submit.failed', { message: problem.message })
            : problem.kind === 'rateLimited'
              ? t('submit.rateLimited', { seconds: problem.seconds })
              : t(`submit.${problem.kind}`)}
        </Alert.Description>
      )}
    </Alert.Root>
  );
}

export function FailedRun({ generation }: { generation: Generation }) {
  const t = useStudioText();
  return (
    <Alert.Root status="error" borderRadius="xl" p="5" data-testid="run-failed">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{t('failed.title')}</Alert.Title>
        <Alert.Description>
          {t(`generation:${errorMessageKey(generation.error_code)}`)}{' '}
          {t('generation:errors.refunded')}
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}
