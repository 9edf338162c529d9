/** What we hold to, and the team as roles (we are few; names come as the team grows). */
import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { recordList } from '../shared/content-lists';
import { SectionHeading } from '../shared/SectionHeading';

export function AboutTeam() {
  const { t } = useTranslation('about');
  return (
    <Box bg="gray.50" py={{ base: 12, md: 16 }}>
      <Container maxW="6xl">
        <Stack gap={{ base: 12, md: 16 }}>
          <Box as="section" aria-labelledby="values-title">
            <SectionHeading id="values-title" title={t('about.values.title')} />
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {recordList(t, 'about.values.items', ['title', 'text']).map((value) => (
                <Card.Root key={value.title} variant="elevated">
                  <Card.Body gap="2">
                    <Card.Title as="h3">{value.title}</Card.Title>
                    <Card.Description>{value.text}</Card.Description>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Box>
          <Box as="section" aria-labelledby="team-title">
            <SectionHeading
              id="team-title"
              title={t('about.team.title')}
              lead={t('about.team.lead')}
            />
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {recordList(t, 'about.team.roles', ['title', 'text']).map((role) => (
                <Stack
                  key={role.title}
                  p="6"
                  gap="2"
                  bg="white"
                  borderRadius="xl"
                  borderWidth="1px"
                >
                  <Heading as="h3" size="md">
                    {role.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {role.text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
