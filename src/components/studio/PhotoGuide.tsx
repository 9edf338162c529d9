/**
 * "What makes a good photo" (docs/photo-check.md "The guide"): the rules of the photo check in
 * plain words, with examples drawn from our own sample model, never a real person's photo — the
 * good one whole, and the usual mistakes made of it by the browser (two side by side, cut at the
 * chest, far away).
 */
import { Box, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findSample } from '../../../common/samples';

const EXAMPLE_MODEL = findSample('model-linh');
const TIPS = ['one', 'facing', 'frame', 'arms', 'size'] as const;

function Example({ label, good, children }: { label: string; good: boolean; children: ReactNode }) {
  return (
    <Stack gap="1" data-testid="photo-guide-example" data-good={good}>
      <Box
        position="relative"
        aspectRatio="3 / 4"
        overflow="hidden"
        borderRadius="md"
        borderWidth="2px"
        borderColor={good ? 'green.500' : 'red.400'}
        bg="gray.100"
      >
        {children}
      </Box>
      <Text
        fontSize="xs"
        color={good ? 'green.700' : 'red.700'}
        _dark={{ color: good ? 'green.300' : 'red.300' }}
      >
        {good ? '✓ ' : '✗ '}
        {label}
      </Text>
    </Stack>
  );
}

function Figure({ style }: { style?: CSSProperties }) {
  if (!EXAMPLE_MODEL) return null;
  return (
    <img
      src={EXAMPLE_MODEL.thumbnail}
      alt=""
      loading="lazy"
      style={{ width: '100%', height: '100%', objectFit: 'cover', ...style }}
    />
  );
}

export function PhotoGuide() {
  const { t } = useTranslation('photo-guide');
  return (
    <Stack gap="3" data-testid="photo-guide">
      <Heading as="h3" size="sm">
        {t('title')}
      </Heading>
      <Text fontSize="sm">{t('lead')}</Text>
      <List.Root ps="5" fontSize="sm" gap="1">
        {TIPS.map((tip) => (
          <List.Item key={tip}>{t(`tips.${tip}`)}</List.Item>
        ))}
      </List.Root>
      <SimpleGrid
        columns={{ base: 2, sm: 4 }}
        gap="3"
        aria-label={t('examples.label')}
        role="group"
      >
        <Example label={t('examples.good')} good>
          <Figure />
        </Example>
        <Example label={t('examples.several')} good={false}>
          <Flex h="100%">
            <Box flex="1" overflow="hidden">
              <Figure />
            </Box>
            <Box flex="1" overflow="hidden">
              <Figure style={{ transform: 'scaleX(-1)' }} />
            </Box>
          </Flex>
        </Example>
        <Example label={t('examples.cutOff')} good={false}>
          <Figure style={{ transform: 'scale(2.2)', transformOrigin: '50% 8%' }} />
        </Example>
        <Example label={t('examples.tooSmall')} good={false}>
          <Flex h="100%" align="end" justify="center" pb="2">
            <Box w="28%" aspectRatio="3 / 4">
              <Figure />
            </Box>
          </Flex>
        </Example>
      </SimpleGrid>
    </Stack>
  );
}
