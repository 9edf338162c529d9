/**
 * Your data: "export my data" asks the server for a ZIP of what it keeps about the user; the
 * list shows each export's state, size, a download link while it lasts, and its expiry.
 */
import { useState } from 'react';
import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_TTL_DAYS, type DataExport } from '../../../common/contracts/account';
import { DownloadIcon, FileTextIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { SectionError } from '../../components/SectionError';
import { formatBytes } from '../../lib/i18n/format-bytes';
import { LOCALE_OF } from '../../lib/i18n/languages';
import { useLanguage } from '../../lib/i18n/use-language';
import { toastFailure } from './profile-errors';
import { formatDateTime } from './profile-format';
import { ProfileSection } from './ProfileSection';
import { useDataExports } from './use-data-exports';

const STATUS_PALETTE = { pending: 'blue', ready: 'green', failed: 'red' } as const;

function ExportRow({ item, now }: { item: DataExport; now: number }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const requested = formatDateTime(item.created_at, language);
  const expired = new Date(item.expires_at).getTime() <= now;
  const facts = [
    t('data.requestedAt', { date: requested }),
    item.byte_size !== null && formatBytes(item.byte_size, LOCALE_OF[language]),
    item.status === 'ready' &&
      (expired
        ? t('data.expired')
        : t('data.expires', { date: formatDateTime(item.expires_at, language) })),
  ].filter(Boolean);
  const downloadable = item.status === 'ready' && item.download_url && !expired;

  return (
    <HStack
      as="li"
      _notFirst={{ borderTopWidth: '1px' }}
      gap="3"
      py="3"
      align="start"
      data-testid="export-row"
      data-status={item.status}
    >
      <FileTextIcon boxSize="5" mt="0.5" color="fg.muted" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={STATUS_PALETTE[item.status]} variant="subtle">
            {t(`data.status.${item.status}`)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {facts.join(' · ')}
        </Text>
        {item.status === 'pending' && (
          <Text fontSize="sm" color="fg.muted">
            {t('data.pendingLead')}
          </Text>
        )}
        {item.status === 'failed' && (
          <Text fontSize="sm" color="red.700">
            {t('data.failedLead')}
          </Text>
        )}
      </Stack>
      {downloadable && (
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <Link
            href={item.download_url!}
            download
            aria-label={t('data.downloadLabel', { date: requested })}
            data-testid="export-download"
          >
            <DownloadIcon /> {t('data.download')}
          </Link>
        </Button>
      )}
    </HStack>
  );
}

export function DataExportSection() {
  const { t } = useTranslation('profile');
  const exports = useDataExports();
  const [requesting, setRequesting] = useState(false);
  const [now] = useState(() => Date.now());
  const { state } = exports;
  const pending = state.status === 'ready' && state.data.some((item) => item.status === 'pending');

  const request = async () => {
    setRequesting(true);
    try {
      await exports.request();
      toaster.create({
        type: 'success',
        title: t('data.requested'),
        description: t('data.requestedLead'),
      });
    } catch (error) {
      toastFailure(t, t('data.requestFailed'), error);
    } finally {
      setRequesting(false);
    }
  };

  return (
    <ProfileSection
      id="data"
      title={t('data.title')}
      lead={t('data.lead', { days: DATA_EXPORT_TTL_DAYS })}
    >
      <Button
        colorPalette="brand"
        variant="outline"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        onClick={() => void request()}
        loading={requesting}
        // One export at a time: the one being built already has everything.
        disabled={pending || state.status === 'loading'}
        data-testid="export-request"
      >
        <DownloadIcon /> {t('data.request')}
      </Button>
      {state.status === 'loading' && <Skeleton h="14" borderRadius="lg" />}
      {state.status === 'error' && (
        <SectionError
          message={t('data.loadFailed')}
          retryLabel={t('retry')}
          onRetry={exports.retry}
        />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" data-testid="exports">
          {state.data.map((item) => (
            <ExportRow key={item.id} item={item} now={now} />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
