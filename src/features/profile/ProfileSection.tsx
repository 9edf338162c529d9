/** One card of the profile page: a titled section, reachable by its id (`/profile#sessions`). */
import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';

interface ProfileSectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  /** The danger zone: a red frame around what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

export function ProfileSection({ id, title, lead, danger = false, children }: ProfileSectionProps) {
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant="outline"
      // Less padding on a phone: the fields keep their width.
      size={{ base: 'sm', md: 'md' }}
      borderRadius="2xl"
      borderColor={danger ? 'red.300' : undefined}
      // Clear of the sticky header when a link lands on the section.
      scrollMarginTop="24"
      data-testid={`profile-${id}`}
    >
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={`${id}-title`} color={danger ? 'red.700' : undefined}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="sm" color="fg.muted">
            {lead}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
