/**
 * The contact form of docs/product-rules.md#contact-form: names, e-mail, phone, topic, description
 * and up to 4 files.
 */
import { useState } from 'react';
import { Button, Field, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  CONTACT_TOPICS,
  contactFieldsSchema,
} from '../../../common/contracts/contact';
import { FormField } from '../../components/form/FormField';
import { toaster } from '../../components/toaster';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { useLanguage } from '../../lib/i18n/use-language';
import { sendContactMessage } from './contact.api';
import { describeContactError } from './contact-errors';
import { FilePicker } from './FilePicker';

/** The form starts with no topic chosen: '' until one is (and 'validation.topic' if none is). */
const formSchema = contactFieldsSchema.omit({ language: true }).extend({
  topic: z.string().pipe(contactFieldsSchema.shape.topic),
});
const EMPTY = { first_name: '', last_name: '', email: '', phone: '', topic: '', description: '' };

/** A link may choose the topic (`?topic=service_pricing` from the enterprise plan). */
function topicFrom(query: URLSearchParams): string {
  const topic = query.get('topic') ?? '';
  return (CONTACT_TOPICS as readonly string[]).includes(topic) ? topic : '';
}

export function ContactForm({ onSent }: { onSent: (reference: string, email: string) => void }) {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const [query] = useSearchParams();
  const [files, setFiles] = useState<File[]>([]);
  const form = useZodForm(
    formSchema,
    { ...EMPTY, topic: topicFrom(query) },
    async ({ phone, ...fields }) => {
      try {
        const message = { ...fields, phone: phone ?? '', language };
        const { reference } = await sendContactMessage(message, files);
        toaster.create({
          type: 'success',
          title: t('toast.sent'),
          description: t('toast.sentLead', { reference }),
        });
        onSent(reference, fields.email);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('toast.failed'),
          description: describeContactError(t, error),
        });
      }
    },
    t,
  );
  const topic = form.field('topic');
  const description = form.field('description');

  return (
    <form onSubmit={form.submit} noValidate data-testid="contact-form">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...form.field('first_name')}
          />
          <FormField
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.field('last_name')}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <FormField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            helperText={t('fields.phoneHelp')}
            {...form.field('phone')}
          />
        </SimpleGrid>
        <Field.Root invalid={Boolean(topic.error)}>
          <Field.Label>{t('fields.topic')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={topic.value}
              onChange={(event) => topic.onValueChange(event.currentTarget.value)}
              onBlur={topic.onBlur}
            >
              <option value="" disabled>
                {t('fields.topicPlaceholder')}
              </option>
              {CONTACT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`topics.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {topic.error && <Field.ErrorText>{topic.error}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(description.error)}>
          <Field.Label>{t('fields.description')}</Field.Label>
          <Textarea
            value={description.value}
            onChange={(event) => description.onValueChange(event.target.value)}
            onBlur={description.onBlur}
            rows={6}
            maxLength={CONTACT_DESCRIPTION_MAX_LENGTH}
            placeholder={t('fields.descriptionPlaceholder')}
          />
          {description.error ? (
            <Field.ErrorText>{description.error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('fields.descriptionHelp', {
                count: description.value.length,
                max: CONTACT_DESCRIPTION_MAX_LENGTH,
              })}
            </Field.HelperText>
          )}
        </Field.Root>
        <FilePicker files={files} onChange={setFiles} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={form.submitting}
          alignSelf={{ sm: 'start' }}
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
