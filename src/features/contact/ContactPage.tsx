/** /contact: the form, how else to reach the team, and a success state with the reference. */
import { useState } from 'react';
import { Box, Button, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../common/brand';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { ContactForm } from './ContactForm';

interface Sent {
  reference: string;
  email: string;
}

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const [sent, setSent] = useState<Sent | null>(null);

  return (
    <Container maxW="6xl" py={{ base: 8, md: 14 }}>
      <Stack gap="3" mb="10" maxW="3xl">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
          {t('title')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {t('lead')}
        </Text>
      </Stack>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap={{ base: 8, lg: 12 }}
        alignItems="start"
      >
        <Box bg="white" borderWidth="1px" borderRadius="2xl" p={{ base: 5, md: 8 }}>
          {sent ? (
            <Stack gap="4" role="status" data-testid="contact-success">
              <Heading as="h2" size="xl">
                {t('success.title')}
              </Heading>
              <Text>{t('success.lead', { email: sent.email })}</Text>
              <Text>
                {t('success.reference')}{' '}
                <strong data-testid="contact-reference">{sent.reference}</strong>
              </Text>
              <Button variant="outline" alignSelf="start" onClick={() => setSent(null)}>
                {t('success.another')}
              </Button>
            </Stack>
          ) : (
            <ContactForm onSent={(reference, email) => setSent({ reference, email })} />
          )}
        </Box>
        <Stack
          as="aside"
          gap="4"
          p="6"
          bg="gray.50"
          borderRadius="2xl"
          aria-labelledby="contact-other"
        >
          <Heading id="contact-other" as="h2" size="md">
            {t('other.title')}
          </Heading>
          <Link href={`mailto:${BRAND.supportEmail}`} color="brand.fg">
            <MailIcon /> {BRAND.supportEmail}
          </Link>
          <Link href={BRAND.phoneHref} color="brand.fg">
            <PhoneIcon /> {BRAND.phone}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {t('other.hours')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('other.answerTime')}
          </Text>
        </Stack>
      </Grid>
    </Container>
  );
}
