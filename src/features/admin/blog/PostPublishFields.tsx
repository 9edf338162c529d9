/**
 * The editor's side of a post that is not its text: draft or published (and from when), its
 * address, category, author and tags.
 */
import {
  Checkbox,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField';
import type { TaxonomyItems } from './blog-admin.api';
import { problemText } from './field-problems';
import type { PublishChoice } from './post-form';
import type { PostFormState } from './use-post-form';

const PUBLISH_CHOICES: readonly PublishChoice[] = ['draft', 'publish'];

export interface PostReferences {
  categories: TaxonomyItems['categories'][];
  authors: TaxonomyItems['authors'][];
  tags: TaxonomyItems['tags'][];
}

interface PostPublishFieldsProps {
  form: PostFormState;
  references: PostReferences;
  /** Names in the admin's language (English where given). */
  english: boolean;
}

export function PostPublishFields({ form, references, english }: PostPublishFieldsProps) {
  const { t } = useTranslation('admin-blog');
  const { values, problems } = form;
  const error = (field: keyof typeof problems) => problemText(t, problems[field]);
  const nameOf = (item: { name_vi: string; name_en: string | null }) =>
    (english && item.name_en) || item.name_vi;

  return (
    <Stack gap="5">
      <Field.Root>
        <Field.Label>{t('fields.status')}</Field.Label>
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            value={values.publish}
            onChange={(event) => form.set('publish', event.target.value as PublishChoice)}
            data-testid="field-publish"
          >
            {PUBLISH_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`publish.${choice}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {values.publish === 'publish' && (
        <Field.Root invalid={Boolean(error('published_at'))}>
          <Field.Label>{t('fields.published_at')}</Field.Label>
          <Input
            type="datetime-local"
            value={values.published_at}
            onChange={(event) => form.set('published_at', event.target.value)}
            onBlur={() => form.touch('published_at')}
            maxW="xs"
            data-testid="field-published_at"
          />
          {error('published_at') ? (
            <Field.ErrorText>{error('published_at')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('publish.help')}</Field.HelperText>
          )}
        </Field.Root>
      )}
      <FormField
        label={t('fields.slug')}
        value={values.slug}
        error={error('slug')}
        helperText={t('editor.slugHelp', { path: `/blog/${values.slug || '…'}` })}
        onValueChange={(value) => form.set('slug', value)}
        onBlur={() => form.touch('slug')}
        data-testid="field-slug"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={Boolean(error('category'))}>
          <Field.Label>{t('fields.category')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.category}
              onChange={(event) => form.set('category', event.target.value)}
              onBlur={() => form.touch('category')}
              data-testid="field-category"
            >
              <option value="">{t('editor.choose')}</option>
              {references.categories.map((category) => (
                <option key={category.id} value={category.slug}>
                  {nameOf(category)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('category')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('author'))}>
          <Field.Label>{t('fields.author')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.author}
              onChange={(event) => form.set('author', event.target.value)}
              onBlur={() => form.touch('author')}
              data-testid="field-author"
            >
              <option value="">{t('editor.choose')}</option>
              {references.authors.map((author) => (
                <option key={author.id} value={author.slug}>
                  {author.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('author')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Fieldset.Root invalid={Boolean(error('tags'))}>
        <Fieldset.Legend>{t('fields.tags')}</Fieldset.Legend>
        <Wrap gap="3" data-testid="field-tags">
          {references.tags.map((tag) => (
            <Checkbox.Root
              key={tag.id}
              size="sm"
              checked={values.tags.includes(tag.slug)}
              onCheckedChange={(details) =>
                form.set(
                  'tags',
                  details.checked
                    ? [...values.tags, tag.slug]
                    : values.tags.filter((slug) => slug !== tag.slug),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{nameOf(tag)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
        <Fieldset.ErrorText>{error('tags')}</Fieldset.ErrorText>
      </Fieldset.Root>
    </Stack>
  );
}
