/** One figure of the dashboard: its label, the number and a line that says what it counts. */
import { Stat } from '@chakra-ui/react';

interface StatCardProps {
  label: string;
  value: string;
  hint: string;
  testId?: string;
}

export function StatCard({ label, value, hint, testId }: StatCardProps) {
  return (
    <Stat.Root p="5" borderWidth="1px" borderRadius="2xl" bg="bg.panel" data-testid={testId}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
      <Stat.HelpText color="fg.muted">{hint}</Stat.HelpText>
    </Stat.Root>
  );
}
