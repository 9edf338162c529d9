/**
 * The body of a service page: what it does and for whom, the steps, the photos that work, the
 * cost, and an honest word on quality (built-in preview engine vs hosted models).
 */
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  Circle,
  Container,
  Heading,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS, GENERATION_CREDIT_COST } from '../../../../common/credits';
import { MAX_UPLOAD_MB } from '../../../../common/media';
import { PATHS, type ServiceSlug } from '../../../../common/routes';
import { CheckIcon } from '../../../components/icons';
import { recordList, stringList } from '../shared/content-lists';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading id={id} as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <List.Root gap="2" variant="plain">
      {items.map((text) => (
        <List.Item key={text} alignItems="start">
          <List.Indicator asChild color="green.600" mt="1">
            <CheckIcon />
          </List.Indicator>
          {text}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function ServiceDetails({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(['service-pages', 'marketing']);
  const values = { cost: GENERATION_CREDIT_COST[slug], maxUploadMb: MAX_UPLOAD_MB };
  const steps = recordList(t, `services.${slug}.steps`, ['title', 'text'], values);

  return (
    <Container maxW="6xl" py={{ base: 12, md: 16 }}>
      <Stack gap={{ base: 12, md: 16 }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Block id="what-title" title={t('service.sections.what')}>
            <Text color="fg.muted" fontSize="lg">
              {t(`services.${slug}.what`)}
            </Text>
          </Block>
          <Block id="audience-title" title={t('service.sections.audience')}>
            <CheckList items={stringList(t, `services.${slug}.audience`)} />
          </Block>
        </SimpleGrid>
        <Block id="steps-title" title={t('service.sections.steps')}>
          <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none">
            {steps.map((step, index) => (
              <Stack as="li" key={step.title} gap="2" p="5" bg="brand.50" borderRadius="xl">
                <Circle size="8" bg="brand.600" color="white" fontWeight="bold" aria-hidden="true">
                  {index + 1}
                </Circle>
                <Heading as="h3" size="sm">
                  {step.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {step.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Block>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Block id="inputs-title" title={t('service.sections.inputs')}>
            <CheckList items={stringList(t, `services.${slug}.inputs`, values)} />
          </Block>
          <Block id="cost-title" title={t('service.sections.cost')}>
            <Box p="6" borderWidth="1px" borderRadius="xl">
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {t('marketing:cost.perResult', { count: values.cost })}
              </Text>
              <Text color="fg.muted" mt="2">
                {t('service.cost.freeTrial', { count: FREE_TRIAL_CREDITS })}
              </Text>
              <Text color="fg.muted" mt="2">
                {t('service.cost.failed')}
              </Text>
              <Link asChild color="brand.fg" fontWeight="medium" mt="3">
                <RouterLink to={PATHS.pricing}>{t('service.cost.seePricing')}</RouterLink>
              </Link>
            </Box>
          </Block>
        </SimpleGrid>
        <Block id="quality-title" title={t('service.sections.quality')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {(['preview', 'hosted'] as const).map((engine) => (
              <Card.Root key={engine} variant="outline">
                <Card.Body gap="2">
                  <Card.Title as="h3">{t(`service.quality.${engine}Title`)}</Card.Title>
                  <Card.Description>{t(`services.${slug}.quality.${engine}`)}</Card.Description>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Block>
      </Stack>
    </Container>
  );
}
