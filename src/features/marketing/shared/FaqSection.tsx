/**
 * Questions and answers as disclosure widgets. With `searchable`, a box filters them as the visitor
 * types (accents optional); no match points to the contact page.
 */
import { useId, useState } from 'react';
import { Box, chakra, Container, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { ChevronDownIcon, SearchIcon } from '../../../components/icons';
import { matchesQuery } from './faq-search';
import { SectionHeading } from './SectionHeading';

export interface FaqItem {
  q: string;
  a: string;
}

interface FaqSectionProps {
  id: string;
  title: string;
  lead?: string;
  items: readonly FaqItem[];
  searchable?: boolean;
  /** `data-tour` value of the search box, when a tour points at it. */
  searchTourTarget?: string;
}

export function FaqSection({
  id,
  title,
  lead,
  items,
  searchable = false,
  searchTourTarget,
}: FaqSectionProps) {
  const { t } = useTranslation('marketing');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = items.filter((item) => matchesQuery([item.q, item.a], query));

  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      bg="gray.50"
      py={{ base: 14, md: 20 }}
    >
      <Container maxW="3xl">
        <SectionHeading id={`${id}-title`} title={title} lead={lead} />
        {searchable && (
          <Stack gap="2" mb="6" data-tour={searchTourTarget}>
            <chakra.label htmlFor={searchId} fontWeight="medium" fontSize="sm">
              {t('faq.searchLabel')}
            </chakra.label>
            <InputGroup startElement={<SearchIcon color="fg.muted" />}>
              <Input
                id={searchId}
                type="search"
                bg="white"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('faq.searchPlaceholder')}
                data-testid="faq-search"
              />
            </InputGroup>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {query ? t('faq.resultCount', { count: shown.length }) : ''}
            </Text>
          </Stack>
        )}
        {shown.length === 0 ? (
          <Text textAlign="center" color="fg.muted" data-testid="faq-empty">
            {t('faq.noResults')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={PATHS.contact}>{t('faq.askUs')}</RouterLink>
            </Link>
          </Text>
        ) : (
          // Native disclosure widgets: keyboard and screen-reader support with no script.
          <Box bg="white" borderRadius="xl" borderWidth="1px" overflow="hidden">
            {shown.map((item) => (
              <Box
                as="details"
                key={item.q}
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
                css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}
              >
                <Box
                  as="summary"
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="5"
                  py="4"
                  cursor="pointer"
                  fontWeight="semibold"
                  listStyleType="none"
                  css={{ '&::-webkit-details-marker': { display: 'none' } }}
                  _hover={{ bg: 'gray.50' }}
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'brand.500',
                    outlineOffset: '-2px',
                  }}
                >
                  <Box as="span" flex="1">
                    {item.q}
                  </Box>
                  <ChevronDownIcon
                    className="faq-chevron"
                    color="fg.muted"
                    transition="transform 150ms"
                  />
                </Box>
                <Text px="5" pb="5" color="fg.muted">
                  {item.a}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
