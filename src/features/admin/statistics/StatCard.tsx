/**
 * One figure of the dashboard: its label, the number and a line that says what it counts. Plain
 * boxes rather than Chakra's Stat, whose recipe the theme leaves out (src/lib/theme/recipes.ts).
 */
import { Stack, Text } from '@chakra-ui/react';

interface StatCardProps {
  label: string;
  value: string;
  hint: string;
  testId?: string;
}

export function StatCard({ label, value, hint, testId }: StatCardProps) {
  return (
    <Stack gap="1" p="5" borderWidth="1px" borderRadius="2xl" bg="bg.panel" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" data-testid={testId && `${testId}-value`}>
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}
