/** Monthly or annual: two pressed-state buttons, the annual one marked 'SAVE 20%'. */
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '../../../common/plans';

export function PeriodToggle({
  period,
  discountPercent,
  onChange,
}: {
  period: BillingPeriod;
  discountPercent: number;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t } = useTranslation('billing');
  const option = (value: BillingPeriod) => (
    <Button
      size="sm"
      borderRadius="full"
      variant={period === value ? 'solid' : 'ghost'}
      colorPalette="brand"
      aria-pressed={period === value}
      onClick={() => onChange(value)}
      data-testid={`period-${value}`}
    >
      {t(`pricing.period.${value}`)}
      {value === 'annual' && (
        <Badge bg="green.700" color="white" ms="1" data-testid="save-badge">
          {t('pricing.save', { percent: discountPercent })}
        </Badge>
      )}
    </Button>
  );
  return (
    <HStack
      role="group"
      aria-label={t('pricing.period.label')}
      gap="1"
      p="1"
      bg="white"
      borderWidth="1px"
      borderRadius="full"
      alignSelf="center"
    >
      {option('monthly')}
      {option('annual')}
    </HStack>
  );
}
