/** A titled section of the dashboard, with an optional lead and an action on the right. */
import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';

interface DashboardSectionProps {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}

export function DashboardSection({ id, title, lead, action, children }: DashboardSectionProps) {
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="4" data-testid={`dashboard-${id}`}>
      <HStack justify="space-between" align="end" gap="3" flexWrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {title}
          </Heading>
          {lead && (
            <Text fontSize="sm" color="fg.muted">
              {lead}
            </Text>
          )}
        </Stack>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}
