/**
 * Newsletter signup on the blog's pages (double opt-in): the answer is the same for every
 * address, so the box always says "check your inbox", never "already subscribed".
 */
import { useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { newsletterFormSchema } from '../../../../common/contracts/newsletter';
import { FormField } from '../../../components/form/FormField';
import { MailIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useLanguage } from '../../../lib/i18n/use-language';
import { newsletterApi } from './newsletter.api';
import { describeBlogError } from '../blog-errors';

export function NewsletterBox() {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(
    newsletterFormSchema,
    { email: '' },
    async ({ email }) => {
      try {
        await newsletterApi.signup(email, language);
        setSentTo(email);
        toaster.create({
          type: 'success',
          title: t('newsletter.sentTitle'),
          description: t('newsletter.sentLead', { email }),
        });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('newsletter.failed'),
          description: describeBlogError(t, error),
        });
      }
    },
    t,
  );

  return (
    <Box
      as="section"
      aria-labelledby="newsletter-title"
      bg="brand.900"
      color="white"
      borderRadius="2xl"
      p={{ base: 6, md: 10 }}
      data-testid="newsletter-box"
    >
      <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align={{ lg: 'center' }}>
        <Stack gap="2" flex="1">
          <Heading id="newsletter-title" as="h2" size="xl">
            <MailIcon me="2" />
            {t('newsletter.title')}
          </Heading>
          <Text color="gray.300">{t('newsletter.lead')}</Text>
        </Stack>
        {sentTo ? (
          <Stack flex="1" gap="1" role="status">
            <Text fontWeight="semibold">{t('newsletter.sentTitle')}</Text>
            <Text color="gray.300">{t('newsletter.sentLead', { email: sentTo })}</Text>
          </Stack>
        ) : (
          <Box asChild flex="1" bg="white" color="gray.900" p="4" borderRadius="xl">
            <form onSubmit={form.submit} noValidate>
              <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
                <FormField
                  label={t('newsletter.email')}
                  type="email"
                  autoComplete="email"
                  placeholder={t('newsletter.placeholder')}
                  {...form.field('email')}
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={form.submitting}
                  mt={{ sm: '6' }}
                  flexShrink={0}
                >
                  {t('newsletter.submit')}
                </Button>
              </Stack>
              <Text fontSize="xs" color="fg.muted" mt="2">
                {t('newsletter.privacy')}
              </Text>
            </form>
          </Box>
        )}
      </Flex>
    </Box>
  );
}
