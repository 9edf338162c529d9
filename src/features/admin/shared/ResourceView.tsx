/**
 * An admin list's three states around its content: a skeleton while it loads, the error with
 * Retry, 'nothing here' when it is empty; else the content.
 */
import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import type { ApiResource } from '../../../lib/api/use-api-resource';

interface ResourceViewProps<T> {
  resource: ApiResource<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  loadFailedText: string;
  children: (data: T) => ReactNode;
  testId?: string;
}

export function ResourceView<T>({
  resource,
  isEmpty,
  emptyText,
  loadFailedText,
  children,
  testId,
}: ResourceViewProps<T>) {
  const { t } = useTranslation('admin-users');
  if (resource.status === 'loading') {
    return (
      <Stack
        gap="2"
        aria-busy="true"
        aria-label={t('loading')}
        data-testid={testId && `${testId}-loading`}
      >
        <Skeleton height="10" borderRadius="md" />
        <Skeleton height="10" borderRadius="md" />
        <Skeleton height="10" borderRadius="md" />
      </Stack>
    );
  }
  if (resource.status === 'error') {
    return (
      <SectionError
        message={apiErrorText(t, resource.error, loadFailedText)}
        retryLabel={t('retry')}
        onRetry={resource.retry}
      />
    );
  }
  if (isEmpty(resource.data)) {
    return (
      <Text color="fg.muted" py="4" data-testid={testId && `${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  return <>{children(resource.data)}</>;
}

/** A table that scrolls sideways in its own box on a narrow screen (a tablet at 820 px). */
export function ScrollingTable({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
