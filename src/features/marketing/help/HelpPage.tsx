/**
 * /help, the sidebar's Help (docs/product-rules.md#help): each built studio's guided tour, started
 * on its page (`?tour=1`); the questions shops ask, searchable; and the way to reach us.
 */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { STUDIOS, type ServiceSlug } from '../../../../common/studios/studios';
import { CompassIcon, MailIcon } from '../../../components/icons';
import { STUDIO_ICONS } from '../../../components/studio-icons';
import { START_TOUR_QUERY } from '../../../components/tutorial/use-tour-on-request';
import { recordList } from '../shared/content-lists';
import { FAQ_VALUES } from '../shared/faq-values';
import { FaqSection } from '../shared/FaqSection';

function TourCard({ service }: { service: ServiceSlug }) {
  const { t } = useTranslation('help');
  const Icon = STUDIO_ICONS[service];
  const name = t(`common:services.${service}.name`);
  return (
    <Stack
      gap="3"
      p="5"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      justify="space-between"
      data-testid={`help-tour-${service}`}
    >
      <HStack gap="3">
        <Box color="brand.solid">
          <Icon boxSize="6" />
        </Box>
        <Heading as="h3" size="sm">
          {name}
        </Heading>
      </HStack>
      <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="start">
        <RouterLink
          to={`${STUDIOS[service].path}?${START_TOUR_QUERY}`}
          aria-label={t('tours.startFor', { name })}
        >
          <CompassIcon /> {t('tours.start')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

export function HelpPage({ studiosWithTours }: { studiosWithTours: readonly ServiceSlug[] }) {
  const { t } = useTranslation('help');
  const { t: marketing } = useTranslation('marketing');
  return (
    <Stack gap="10" maxW="6xl" mx="auto" data-testid="help-page">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('lead')}</Text>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="help-tours">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="help-tours">
            {t('tours.title')}
          </Heading>
          <Text color="fg.muted">{t('tours.lead')}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {studiosWithTours.map((service) => (
            <TourCard key={service} service={service} />
          ))}
        </SimpleGrid>
      </Stack>
      <FaqSection
        id="faq"
        title={t('faq.title')}
        lead={t('faq.lead')}
        items={recordList(marketing, 'home.faq.items', ['q', 'a'], FAQ_VALUES)}
        searchable
      />
      <HStack
        as="section"
        gap="4"
        p="5"
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        flexWrap="wrap"
        justify="space-between"
      >
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('contact.title')}
          </Heading>
          <Text color="fg.muted">{t('contact.lead')}</Text>
        </Stack>
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.contact}>
            <MailIcon /> {t('contact.action')}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
