/**
 * The account's tokens: name, prefix, studios, limit, the active switch (saved at once), last
 * use and creation; regenerate and delete each ask first, since the old secret stops working.
 */
import { useState } from 'react';
import { Badge, Button, Code, HStack, Switch, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiToken, ApiTokenWithSecret } from '../../../common/contracts/api-tokens';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RefreshIcon, TrashIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { apiManagementApi } from './api-management.api';
import { toastApiFailure } from './api-errors';
import { useDateFormat } from '../../lib/i18n/use-date-format';

interface TokenListProps {
  tokens: readonly ApiToken[];
  onChanged: (token: ApiToken) => void;
  onRegenerated: (regenerated: ApiTokenWithSecret) => void;
  onDeleted: (id: string) => void;
}

type Pending = { action: 'regenerate' | 'delete'; token: ApiToken } | null;

export function TokenList({ tokens, onChanged, onRegenerated, onDeleted }: TokenListProps) {
  const { t } = useTranslation(['api', 'common']);
  const formatDate = useDateFormat();
  const [pending, setPending] = useState<Pending>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const toggle = async (token: ApiToken, active: boolean) => {
    setSwitching(token.id);
    try {
      onChanged(await apiManagementApi.updateToken(token.id, { active }));
      toaster.create({
        type: 'success',
        title: t(active ? 'tokens.activated' : 'tokens.deactivated'),
      });
    } catch (error) {
      toastApiFailure(t, t('tokens.updateFailed'), error);
    } finally {
      setSwitching(null);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, token } = pending;
    try {
      if (action === 'delete') {
        await apiManagementApi.deleteToken(token.id);
        onDeleted(token.id);
        toaster.create({ type: 'success', title: t('tokens.deleted') });
      } else {
        onRegenerated(await apiManagementApi.regenerateToken(token.id));
      }
      setPending(null);
    } catch (error) {
      toastApiFailure(
        t,
        t(action === 'delete' ? 'tokens.deleteFailed' : 'tokens.regenerateFailed'),
        error,
      );
    }
  };

  if (tokens.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="tokens-empty">
        {t('tokens.empty')}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" data-testid="token-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('tokens.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('tokens.prefix')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('tokens.services')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('tokens.limitColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('tokens.active')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('tokens.lastUsed')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('tokens.created')}</Table.ColumnHeader>
              <Table.ColumnHeader srOnly>{t('tokens.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tokens.map((token) => (
              <Table.Row key={token.id} data-testid={`token-${token.id}`}>
                <Table.Cell fontWeight="medium">{token.name}</Table.Cell>
                <Table.Cell>
                  <Code data-testid="token-prefix">{token.prefix}…</Code>
                </Table.Cell>
                <Table.Cell>
                  <Wrap gap="1">
                    {token.services.map((service) => (
                      <Badge key={service} variant="subtle">
                        {t(`common:services.${service}.name`)}
                      </Badge>
                    ))}
                  </Wrap>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t('tokens.perMinute', { count: token.rate_limit })}
                </Table.Cell>
                <Table.Cell>
                  <Switch.Root
                    checked={token.active}
                    disabled={switching !== null}
                    onCheckedChange={(details) => void toggle(token, details.checked)}
                    colorPalette="brand"
                    data-testid="token-active"
                  >
                    <Switch.HiddenInput
                      aria-label={t('tokens.activeLabel', { name: token.name })}
                    />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                  </Switch.Root>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="token-last-used">
                  {token.last_used_at ? formatDate(token.last_used_at) : t('tokens.never')}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(token.created_at)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="end">
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setPending({ action: 'regenerate', token })}
                      data-testid="token-regenerate"
                    >
                      <RefreshIcon />
                      {t('tokens.regenerate')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setPending({ action: 'delete', token })}
                      data-testid="token-delete"
                    >
                      <TrashIcon />
                      {t('tokens.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.action === 'delete' ? 'tokens.deleteTitle' : 'tokens.regenerateTitle')}
        confirmLabel={t(pending?.action === 'delete' ? 'tokens.delete' : 'tokens.regenerate')}
        cancelLabel={t('cancel')}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        testId="token-confirm"
        confirmTestId="token-confirm-button"
      >
        {t(pending?.action === 'delete' ? 'tokens.deleteBody' : 'tokens.regenerateBody', {
          name: pending?.token.name ?? '',
        })}
      </ConfirmDialog>
    </>
  );
}
