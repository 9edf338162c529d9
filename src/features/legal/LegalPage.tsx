/**
 * One legal document: its title, the "last updated" date, a table of contents and the
 * sections. Company details come from common/brand.ts and the footer's address.
 */
import { Box, Container, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../common/brand';
import {
  ANNUAL_BILLING_DISCOUNT_PERCENT,
  FREE_TRIAL_CREDITS,
  GENERATION_CREDIT_COST,
} from '../../../common/credits';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_OF } from '../../lib/i18n/languages';
import { LEGAL_LAST_UPDATED, readLegalDocument, type LegalDocumentId } from './legal-document';

function useDocumentValues() {
  const { t } = useTranslation('common');
  return {
    brand: BRAND.name,
    email: BRAND.supportEmail,
    phone: BRAND.phone,
    address: t('footer.address'),
    freeCredits: FREE_TRIAL_CREDITS,
    imageCost: GENERATION_CREDIT_COST['virtual-tryon'],
    videoCost: GENERATION_CREDIT_COST['image-to-video'],
    annualDiscount: ANNUAL_BILLING_DISCOUNT_PERCENT,
  };
}

export function LegalPage({ id }: { id: LegalDocumentId }) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const doc = readLegalDocument(t, id, useDocumentValues());
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const updated = new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long' }).format(
    new Date(LEGAL_LAST_UPDATED),
  );

  return (
    <Container maxW="6xl" py={{ base: 10, md: 14 }}>
      <Stack gap="3" mb="10" maxW="3xl">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          {t(`common:titles.${id}`)}
        </Heading>
        <Text color="fg.muted" fontSize="sm" data-testid="legal-updated">
          {t('lastUpdated', { date: updated })}
        </Text>
        {doc.intro.map((paragraph) => (
          <Text key={paragraph} fontSize="lg">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 4 }} gap={{ base: 8, lg: 12 }} alignItems="start">
        <Box
          as="nav"
          aria-labelledby="toc-title"
          position={{ lg: 'sticky' }}
          top="88px"
          p="5"
          bg="gray.50"
          borderRadius="xl"
        >
          <Heading id="toc-title" as="h2" size="sm" mb="3">
            {t('toc')}
          </Heading>
          <List.Root as="ol" gap="2" ps="5" fontSize="sm">
            {doc.sections.map((section) => (
              <List.Item key={section.id}>
                <Link href={`#${section.id}`} color="brand.fg">
                  {section.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack gridColumn={{ lg: 'span 3' }} gap="10" maxW="3xl">
          {doc.sections.map((section, index) => (
            <Stack
              as="section"
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              gap="3"
              scrollMarginTop="88px"
            >
              <Heading id={`${section.id}-title`} as="h2" size="lg">
                {index + 1}. {section.title}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} color="fg.muted" lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
              {section.items.length > 0 && (
                <List.Root gap="2" ps="5" color="fg.muted" lineHeight="tall">
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
              {section.after.map((paragraph) => (
                <Text key={paragraph} color="fg.muted" lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
