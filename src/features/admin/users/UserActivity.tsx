/**
 * A user's activity on their admin page: their generations in a date range, their payments and
 * their credit ledger, each a table of 50 a page. `version` changes after a credit adjustment,
 * so the ledger shows the new row.
 */
import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../../common/contracts/payments';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { paymentDescription } from '../../../lib/billing/payment-description';
import { formatVnd } from '../../../lib/billing/money';
import { dayEnd, dayStart, formatDateTime } from '../shared/admin-dates';
import { PagedTable } from '../shared/AdminTable';
import { adminUsersApi } from './admin-users.api';

const PAYMENT_PALETTE = { completed: 'green', pending: 'yellow', failed: 'red' } as const;
const GENERATION_PALETTE = {
  success: 'green',
  failed: 'red',
  processing: 'blue',
  queued: 'gray',
} as const;

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card.Root as="section" variant="outline" borderRadius="2xl" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function UserGenerations({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin-users');
  const [range, setRange] = useState({ from: '', to: '' });
  const [applied, setApplied] = useState(range);
  const [offset, setOffset] = useState(0);
  // Days compare as text: both are YYYY-MM-DD.
  const rangeError = Boolean(range.from && range.to && range.from > range.to);
  const query = { start_date: dayStart(applied.from), end_date: dayEnd(applied.to), offset };
  const generations = useApiResource(
    `admin-user-generations:${userId}:${JSON.stringify(query)}`,
    (signal) => adminUsersApi.generations(userId, query, signal),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    setApplied(range);
    setOffset(0);
  };
  return (
    <Section id="user-generations" title={t('generations.title')}>
      <form onSubmit={submit} aria-label={t('generations.filters')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t('generations.from')}</Field.Label>
            <Input
              type="date"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
              data-testid="generations-from"
            />
          </Field.Root>
          <Field.Root invalid={rangeError}>
            <Field.Label>{t('generations.to')}</Field.Label>
            <Input
              type="date"
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
              data-testid="generations-to"
            />
            {rangeError && <Field.ErrorText>{t('generations.rangeError')}</Field.ErrorText>}
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="brand" data-testid="generations-submit">
              {t('generations.apply')}
            </Button>
          </HStack>
        </SimpleGrid>
      </form>
      <PagedTable
        resource={generations}
        rows={(data) => data.generations}
        columns={[
          { label: t('columns.requested') },
          { label: t('columns.studio') },
          { label: t('columns.status') },
          { label: t('columns.engine') },
          { label: t('columns.credits'), numeric: true },
          { label: t('columns.duration'), numeric: true },
        ]}
        renderRow={(generation) => (
          <Table.Row key={generation.id} data-testid="user-generation-row">
            <Table.Cell whiteSpace="nowrap">
              {formatDateTime(generation.created_at, i18n.language)}
            </Table.Cell>
            <Table.Cell>{t(`common:services.${generation.service}.name`)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={GENERATION_PALETTE[generation.status]} variant="subtle">
                {t(`generationStatus.${generation.status}`)}
              </Badge>
              {generation.error_code && (
                <Badge ms="1" variant="outline">
                  {generation.error_code}
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{`${generation.engine} · ${generation.quality}`}</Table.Cell>
            <Table.Cell textAlign="end">{generation.credits_charged}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {generation.processing_ms === null
                ? '—'
                : t('generations.seconds', {
                    value: (generation.processing_ms / 1000).toLocaleString(i18n.language, {
                      maximumFractionDigits: 1,
                    }),
                  })}
            </Table.Cell>
          </Table.Row>
        )}
        label={t('generations.title')}
        pagesLabel={t('generations.pages')}
        onOffsetChange={setOffset}
        emptyText={t('generations.empty')}
        loadFailedText={t('generations.loadFailed')}
        testId="user-generations"
      />
    </Section>
  );
}

export function UserPayments({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin-users');
  const { t: billingT } = useTranslation('billing');
  const [offset, setOffset] = useState(0);
  const payments = useApiResource(`admin-user-payments:${userId}:${offset}`, (signal) =>
    adminUsersApi.payments(userId, { offset }, signal),
  );
  const method = (payment: PaymentView) => t(`billing:checkout.methods.${payment.method}`);
  return (
    <Section id="user-payments" title={t('payments.title')}>
      <PagedTable
        resource={payments}
        rows={(data) => data.payments}
        columns={[
          { label: t('columns.date') },
          { label: t('columns.description') },
          { label: t('columns.amount'), numeric: true },
          { label: t('columns.status') },
          { label: t('columns.method') },
        ]}
        renderRow={(payment) => (
          <Table.Row key={payment.id} data-testid="user-payment-row">
            <Table.Cell whiteSpace="nowrap">
              {formatDateTime(payment.created_at, i18n.language)}
            </Table.Cell>
            <Table.Cell>{paymentDescription(billingT, payment)}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatVnd(payment.amount_vnd, i18n.language)}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={PAYMENT_PALETTE[payment.status]} variant="subtle">
                {t(`billing:history.statuses.${payment.status}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{method(payment)}</Table.Cell>
          </Table.Row>
        )}
        label={t('payments.title')}
        pagesLabel={t('payments.pages')}
        onOffsetChange={setOffset}
        emptyText={t('payments.empty')}
        loadFailedText={t('payments.loadFailed')}
        testId="user-payments"
      />
    </Section>
  );
}

export function UserLedger({ userId, version }: { userId: string; version: number }) {
  const { t, i18n } = useTranslation('admin-users');
  const [offset, setOffset] = useState(0);
  const ledger = useApiResource(`admin-user-ledger:${userId}:${offset}:${version}`, (signal) =>
    adminUsersApi.ledger(userId, { offset }, signal),
  );
  return (
    <Section id="user-ledger" title={t('ledger.title')}>
      <PagedTable
        resource={ledger}
        rows={(data) => data.entries}
        columns={[
          { label: t('columns.date') },
          { label: t('columns.reason') },
          { label: t('columns.change'), numeric: true },
          { label: t('columns.balanceAfter'), numeric: true },
        ]}
        renderRow={(entry) => (
          <Table.Row key={entry.id} data-testid="user-ledger-row">
            <Table.Cell whiteSpace="nowrap">
              {formatDateTime(entry.created_at, i18n.language)}
            </Table.Cell>
            <Table.Cell>
              {t(`ledgerReasons.${entry.reason}`, { defaultValue: entry.reason })}
            </Table.Cell>
            <Table.Cell
              textAlign="end"
              fontVariantNumeric="tabular-nums"
              color={entry.delta < 0 ? 'red.700' : 'green.700'}
            >
              {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {entry.balance_after.toLocaleString(i18n.language)}
            </Table.Cell>
          </Table.Row>
        )}
        label={t('ledger.title')}
        pagesLabel={t('ledger.pages')}
        onOffsetChange={setOffset}
        emptyText={t('ledger.empty')}
        loadFailedText={t('ledger.loadFailed')}
        testId="user-ledger"
      />
    </Section>
  );
}
