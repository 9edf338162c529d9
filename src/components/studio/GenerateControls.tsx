/**
 * What stands by a studio's Generate button on both its pages (the wizard's side panel and the
 * one-page form): the cost and the balance, the validation message, the insufficient-credit
 * message, and the button itself.
 */
import { Alert, Button } from '@chakra-ui/react';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { isBusy, type RunState } from '../../lib/generation/run-state';
import { InsufficientCredits } from '../generation/InsufficientCredits';
import { CostAndBalance } from './CostAndBalance';
import { useStudioText } from './use-studio-text';

export function GenerateChecks({
  run,
  credits,
  balanceUnavailable,
  validation,
  showShortfall = true,
}: {
  run: RunState;
  credits: CreditCheck | null;
  /** The balance could not be read: said beside the cost. */
  balanceUnavailable: boolean;
  /** The validation message's key (the studio's namespace), or null. */
  validation: string | null;
  /** Whether a balance short of the cost is explained here (the wizard: on its last steps). */
  showShortfall?: boolean;
}) {
  const t = useStudioText();
  return (
    <>
      <CostAndBalance credits={credits} balanceUnavailable={balanceUnavailable} />
      {validation && (
        <Alert.Root status="error" size="sm" borderRadius="md" data-testid="wizard-validation">
          <Alert.Indicator />
          <Alert.Title fontWeight="medium">{t(validation)}</Alert.Title>
        </Alert.Root>
      )}
      {showShortfall && credits && !credits.ok && !isBusy(run) && (
        <InsufficientCredits check={credits} />
      )}
    </>
  );
}

/** The button's words for where the run is; `again` on a result. */
function generateLabel(run: RunState, again: boolean): string {
  if (run.status === 'queued') return 'actions.queued';
  if (isBusy(run)) return 'actions.generating';
  if (again) return 'actions.generateAgain';
  return run.status === 'failed' ? 'actions.retry' : 'actions.generate';
}

/** The Generate button: a spinner while the run is busy, off while queued or short of credits. */
export function GenerateButton({
  run,
  credits,
  again = false,
  onClick,
}: {
  run: RunState;
  credits: CreditCheck | null;
  /** The wizard's result step: "Generate again". */
  again?: boolean;
  onClick: () => void;
}) {
  const t = useStudioText();
  const queued = run.status === 'queued';
  return (
    <Button
      colorPalette="brand"
      size="lg"
      loading={isBusy(run) && !queued}
      loadingText={t('actions.generating')}
      disabled={(credits !== null && !credits.ok) || queued}
      onClick={onClick}
      data-testid="wizard-generate"
    >
      {t(generateLabel(run, again))}
    </Button>
  );
}
