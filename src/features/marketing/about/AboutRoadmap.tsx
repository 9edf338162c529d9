/** Now, next, later: what exists today and what comes with the next releases. */
import { Badge, Container, Heading, List, SimpleGrid, Stack } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import { SectionHeading } from '../shared/SectionHeading';

interface Stage {
  label: string;
  items: string[];
}

function roadmapStages(t: TFunction): Stage[] {
  const value: unknown = t('about.roadmap.stages', {
    returnObjects: true,
    freeCredits: FREE_TRIAL_CREDITS,
  });
  if (!Array.isArray(value)) return [];
  return value.filter(
    (stage): stage is Stage =>
      typeof stage?.label === 'string' &&
      Array.isArray(stage.items) &&
      stage.items.every((item: unknown) => typeof item === 'string'),
  );
}

const STAGE_COLORS = ['green', 'brand', 'gray'] as const;

export function AboutRoadmap() {
  const { t } = useTranslation('about');
  return (
    <Container as="section" aria-labelledby="roadmap-title" maxW="6xl" py={{ base: 12, md: 16 }}>
      <SectionHeading
        id="roadmap-title"
        title={t('about.roadmap.title')}
        lead={t('about.roadmap.lead')}
      />
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {roadmapStages(t).map((stage, index) => (
          <Stack
            as="li"
            key={stage.label}
            gap="4"
            p="6"
            borderWidth="1px"
            borderRadius="2xl"
            borderTopWidth="4px"
            borderTopColor={`${STAGE_COLORS[index] ?? 'gray'}.500`}
          >
            <Badge alignSelf="start" colorPalette={STAGE_COLORS[index] ?? 'gray'}>
              {index + 1}
            </Badge>
            <Heading as="h3" size="md">
              {stage.label}
            </Heading>
            <List.Root gap="2" ps="4" color="fg.muted">
              {stage.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
