/**
 * How shops and salons use the studio, in place of testimonials: we have no customer stories
 * yet and will not invent them (see README "Product decisions"). Each card is a typical job
 * and the tools it takes, clearly presented as a scenario.
 */
import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ServiceSlug } from '../../../../common/routes';

const USE_CASES: readonly { id: string; services: readonly ServiceSlug[] }[] = [
  { id: 'shop', services: ['virtual-tryon', 'image-editing'] },
  { id: 'salon', services: ['hairstyle-changer'] },
  { id: 'seller', services: ['image-to-video', 'image-editing'] },
  { id: 'brand', services: ['body-generator', 'virtual-tryon'] },
];

export function UseCases() {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <Box
      as="section"
      aria-labelledby="use-cases-title"
      bg="brand.900"
      color="white"
      py={{ base: 14, md: 20 }}
    >
      <Container maxW="6xl">
        <Stack gap="3" mb={{ base: 8, md: 10 }} textAlign="center" align="center">
          <Heading
            id="use-cases-title"
            as="h2"
            fontSize={{ base: '2xl', md: '4xl' }}
            letterSpacing="tight"
          >
            {t('home.useCases.title')}
          </Heading>
          <Text color="whiteAlpha.800" maxW="2xl" fontSize={{ base: 'md', md: 'lg' }}>
            {t('home.useCases.lead')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {USE_CASES.map(({ id, services }) => (
            <Stack
              key={id}
              as="article"
              gap="3"
              p="6"
              borderRadius="2xl"
              bg="whiteAlpha.100"
              borderWidth="1px"
              borderColor="whiteAlpha.200"
            >
              <Text fontSize="sm" fontWeight="semibold" color="brand.200">
                {t(`home.useCases.items.${id}.who`)}
              </Text>
              <Heading as="h3" size="md">
                {t(`home.useCases.items.${id}.title`)}
              </Heading>
              <Text color="whiteAlpha.800">{t(`home.useCases.items.${id}.text`)}</Text>
              <HStack gap="2" flexWrap="wrap">
                <VisuallyHidden>{t('home.useCases.toolsUsed')}</VisuallyHidden>
                {services.map((slug) => (
                  <Badge key={slug} bg="whiteAlpha.200" color="white">
                    {t(`common:services.${slug}.name`)}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="8" textAlign="center" fontSize="sm" color="whiteAlpha.700">
          {t('home.useCases.note')}
        </Text>
      </Container>
    </Box>
  );
}
