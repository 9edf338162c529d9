/**
 * The wait the progress view announces, from what this server measured (GET /api/studios'
 * `median_seconds`, docs/studios.md "How long a run takes") instead of a figure written for
 * another engine: the built-in engine answers in seconds, a hosted one in tens of seconds.
 */
import { useTranslation } from 'react-i18next';
import type { ServiceSlug } from '../../../common/studios/studios';
import { studiosApi } from '../../lib/api/studios';
import { useApiResource } from '../../lib/api/use-api-resource';

/**
 * The sentence for `service`'s wait: the measured median when there is one; else, on the
 * built-in (preview) engine, 'a few seconds'; else `fallback` (the studio's own estimate),
 * which also shows while the list loads or when it cannot be had.
 */
export function useMeasuredWait(service: ServiceSlug, fallback: string): string {
  const { t } = useTranslation('generation');
  const studios = useApiResource('studios', (signal) => studiosApi.list(signal));
  if (studios.status !== 'ready') return fallback;
  const studio = studios.data.find((candidate) => candidate.service === service);
  if (studio?.median_seconds != null) {
    const seconds = studio.median_seconds;
    const time =
      seconds < 90
        ? t('progress.seconds', { count: Math.max(1, Math.round(seconds)) })
        : t('progress.minutes', { count: Math.round(seconds / 60) });
    return t('progress.measured', { time, count: studio.median_runs });
  }
  return studio?.quality === 'preview' ? t('progress.estimatePreview') : fallback;
}
