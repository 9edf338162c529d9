/**
 * Previous / next under an admin list, with which rows are shown of how many ('1–50 of 120').
 * The lists page by offset (docs/admin.md): the server says the total.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  total: number;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  /** Names the list for screen readers ('Users pages'). */
  label: string;
  testId?: string;
}

export function Pager({ total, limit, offset, onOffsetChange, label, testId }: PagerProps) {
  const { t, i18n } = useTranslation('admin-users');
  const format = (value: number) => value.toLocaleString(i18n.language);
  const first = total === 0 ? 0 : Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  return (
    <HStack
      as="nav"
      aria-label={label}
      justify="space-between"
      flexWrap="wrap"
      gap="3"
      data-testid={testId}
    >
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('pager.range', { first: format(first), last: format(last), total: format(total) })}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          {t('pager.previous')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={offset + limit >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          {t('pager.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
