/**
 * Add or remove a user's credits with a reason (docs/admin.md#credit-adjustments): a positive
 * amount adds, a negative one removes; the reason is kept in the audit log. A removal the
 * balance cannot cover is refused by the server; the form then says the balance it holds.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Stat,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  ADJUSTMENT_REASON_MIN_LENGTH,
  ADMIN_CREDIT_ADJUSTMENT_MAX,
} from '../../../../common/contracts/admin';
import { ERROR_CODES } from '../../../../common/contracts/error-codes';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/error-text';
import { adminUsersApi } from './admin-users.api';

interface CreditAdjustmentFormProps {
  userId: string;
  balance: number;
  /** After an adjustment, or a refusal that may mean the balance moved: reload the user. */
  onBalanceChanged: () => Promise<number | undefined>;
}

export function CreditAdjustmentForm({
  userId,
  balance,
  onBalanceChanged,
}: CreditAdjustmentFormProps) {
  const { t, i18n } = useTranslation('admin-users');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const value = Number(amount);
  const amountError =
    amount.trim() === '' || !Number.isInteger(value) || value === 0
      ? t('credits.amountRequired')
      : Math.abs(value) > ADMIN_CREDIT_ADJUSTMENT_MAX
        ? t('credits.amountMax', { max: ADMIN_CREDIT_ADJUSTMENT_MAX.toLocaleString(i18n.language) })
        : undefined;
  const trimmed = reason.trim();
  const reasonError =
    trimmed.length < ADJUSTMENT_REASON_MIN_LENGTH
      ? t('credits.reasonRequired', { count: ADJUSTMENT_REASON_MIN_LENGTH })
      : trimmed.length > ADJUSTMENT_REASON_MAX_LENGTH
        ? t('credits.reasonMax', { count: ADJUSTMENT_REASON_MAX_LENGTH })
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError || reasonError) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await adminUsersApi.adjustCredits(userId, { amount: value, reason: trimmed });
      toaster.create({
        type: 'success',
        title: t('credits.done', {
          before: result.credits_before.toLocaleString(i18n.language),
          after: result.credits_after.toLocaleString(i18n.language),
        }),
      });
      setAmount('');
      setReason('');
      setTouched(false);
      await onBalanceChanged();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.creditsBelowZero) {
        const now = (await onBalanceChanged()) ?? balance;
        setProblem(t('credits.belowZero', { balance: now.toLocaleString(i18n.language) }));
      } else {
        setProblem(apiErrorText(t, error, t('credits.failed')));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="section" variant="outline" borderRadius="2xl" aria-labelledby="user-credits">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h2" size="lg" id="user-credits">
            {t('credits.title')}
          </Heading>
          <Stat.Root size="sm" maxW="max-content">
            <Stat.Label>{t('credits.balance')}</Stat.Label>
            <Stat.ValueText data-testid="user-balance" aria-live="polite">
              {balance.toLocaleString(i18n.language)}
            </Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="credit-form">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Field.Root invalid={touched && Boolean(amountError)} required>
                <Field.Label>
                  {t('credits.amount')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  step={1}
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  data-testid="credit-amount"
                />
                {touched && amountError ? (
                  <Field.ErrorText>{amountError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('credits.amountHelp')}</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root
                invalid={touched && Boolean(reasonError)}
                required
                gridColumn={{ md: 'span 2' }}
              >
                <Field.Label>
                  {t('credits.reason')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  rows={2}
                  value={reason}
                  maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
                  onChange={(event) => setReason(event.target.value)}
                  data-testid="credit-reason"
                />
                {touched && reasonError ? (
                  <Field.ErrorText>{reasonError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('credits.reasonHelp')}</Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>
            {problem && (
              <Text role="alert" color="red.700" data-testid="credit-error">
                {problem}
              </Text>
            )}
            <HStack>
              <Button type="submit" colorPalette="brand" loading={busy} data-testid="credit-submit">
                {t('credits.submit')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
