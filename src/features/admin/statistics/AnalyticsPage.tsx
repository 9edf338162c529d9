/**
 * /admin/analytics (docs/admin.md#statistics): the generations and users reports for a period,
 * studio and date range kept in the URL's query, as charts with their tables, and the
 * generations report as a CSV download.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  generationsCsvFilename,
  type GenerationStatistics,
} from '../../../../common/contracts/admin-statistics';
import { saveFile } from '../../../components/media/save-file';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import {
  analyticsKey,
  rangeIsValid,
  readAnalyticsQuery,
  writeAnalyticsQuery,
  type AnalyticsQuery,
} from './analytics-query';
import { AnalyticsControls } from './AnalyticsControls';
import { AnalyticsReports } from './AnalyticsReports';
import { statisticsApi } from './statistics.api';

export default function AnalyticsPage() {
  const { t } = useTranslation('admin-statistics');
  const [params, setParams] = useSearchParams();
  const query = readAnalyticsQuery(params);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  /** The report shown: its range as the server resolved the defaults names the CSV file. */
  const [shown, setShown] = useState<GenerationStatistics | null>(null);
  const change = (next: AnalyticsQuery) => setParams(writeAnalyticsQuery(next), { replace: true });

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const blob = await statisticsApi.generationsCsv(query);
      const range = shown ?? (await statisticsApi.generations(query));
      saveFile(blob, generationsCsvFilename(range));
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="6" data-testid="admin-analytics">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('analytics.title')}
        </Heading>
        <Text color="fg.muted">{t('analytics.lead')}</Text>
      </Stack>
      <AnalyticsControls
        query={query}
        onChange={change}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
        actions={
          <Button
            data-testid="analytics-export"
            onClick={() => void exportCsv()}
            loading={exporting}
            loadingText={t('analytics.exporting')}
            disabled={!rangeIsValid(query)}
          >
            {t('analytics.export')}
          </Button>
        }
      />
      {exportError !== null && (
        <SectionError
          message={apiErrorText(t, exportError, t('analytics.exportFailed'))}
          retryLabel={t('retry')}
          onRetry={() => void exportCsv()}
        />
      )}
      {rangeIsValid(query) && (
        <AnalyticsReports key={analyticsKey(query)} query={query} onShown={setShown} />
      )}
    </Stack>
  );
}
