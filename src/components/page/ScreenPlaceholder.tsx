/**
 * A screen whose own issue has not landed yet: its real title (the same as the document's) and
 * an honest line saying it is being built.
 */
import { Badge, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ScreenPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap="4" data-testid="screen-placeholder">
        <Heading as="h1" size="2xl">
          {t(titleKey)}
        </Heading>
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          {t('placeholder.badge')}
        </Badge>
        <Text color="fg.muted" maxW="2xl">
          {t('placeholder.lead')}
        </Text>
      </Stack>
    </Container>
  );
}
