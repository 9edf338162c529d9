/** The brand story, then the mission and the vision side by side. */
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stringList } from '../shared/content-lists';

export function AboutStory() {
  const { t } = useTranslation('about');
  return (
    <Container maxW="6xl" py={{ base: 12, md: 16 }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 10, lg: 16 }}>
        <Stack as="section" aria-labelledby="story-title" gap="4">
          <Heading id="story-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('about.story.title')}
          </Heading>
          {stringList(t, 'about.story.paragraphs').map((paragraph) => (
            <Text key={paragraph} color="fg.muted" fontSize="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Stack gap="6">
          {(['mission', 'vision'] as const).map((part) => (
            <Box
              as="section"
              key={part}
              aria-labelledby={`${part}-title`}
              p="8"
              borderRadius="2xl"
              bg={part === 'mission' ? 'brand.50' : 'orange.50'}
            >
              <Heading id={`${part}-title`} as="h2" size="lg" mb="3">
                {t(`about.${part}.title`)}
              </Heading>
              <Text fontSize="lg">{t(`about.${part}.text`)}</Text>
            </Box>
          ))}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
