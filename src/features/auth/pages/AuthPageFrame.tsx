/** The centred card the standalone auth pages share. */
import type { ReactNode } from 'react';
import { Container, Heading, Stack } from '@chakra-ui/react';

export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: 10, md: 16 }}>
      <Stack gap="6" p="8" bg="white" borderWidth="1px" borderRadius="2xl" boxShadow="sm">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
