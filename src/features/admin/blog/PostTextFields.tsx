/**
 * A post's texts in each language: title, excerpt, Markdown body with its live preview, and the
 * cover's alt text. Vietnamese is required; English is all four texts or none (readers of an
 * untranslated post get the Vietnamese). A tab with a problem says so, so none hides unseen.
 */
import { Badge, Field, Stack, Tabs, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField';
import { problemText } from './field-problems';
import { MarkdownField } from './MarkdownField';
import type { PostField } from './post-form';
import type { PostFormState } from './use-post-form';

const LANGUAGES = ['vi', 'en'] as const;
type TextLanguage = (typeof LANGUAGES)[number];

const textFields = (language: TextLanguage) =>
  [
    `title_${language}`,
    `excerpt_${language}`,
    `body_${language}`,
    `cover_alt_${language}`,
  ] as const;

export function PostTextFields({ form }: { form: PostFormState }) {
  const { t } = useTranslation('admin-blog');
  const { values, problems } = form;
  const error = (field: PostField) => problemText(t, problems[field]);

  return (
    <Tabs.Root defaultValue="vi" variant="enclosed" lazyMount={false}>
      <Tabs.List>
        {LANGUAGES.map((language) => (
          <Tabs.Trigger key={language} value={language} data-testid={`texts-tab-${language}`}>
            {t(`editor.language.${language}`)}
            {textFields(language).some((field) => problems[field]) && (
              <Badge colorPalette="red" size="sm">
                {t('editor.tabHasProblems')}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LANGUAGES.map((language) => {
        const [title, excerpt, body, coverAlt] = textFields(language);
        return (
          <Tabs.Content key={language} value={language}>
            <Stack gap="5" pt="2">
              <FormField
                label={t(`fields.${title}`)}
                value={values[title]}
                error={error(title)}
                helperText={language === 'en' ? t('editor.englishHelp') : undefined}
                onValueChange={(value) => form.set(title, value)}
                onBlur={() => form.touch(title)}
                data-testid={`field-${title}`}
              />
              <Field.Root invalid={Boolean(error(excerpt))}>
                <Field.Label>{t(`fields.${excerpt}`)}</Field.Label>
                <Textarea
                  value={values[excerpt]}
                  onChange={(event) => form.set(excerpt, event.target.value)}
                  onBlur={() => form.touch(excerpt)}
                  rows={3}
                  data-testid={`field-${excerpt}`}
                />
                <Field.ErrorText>{error(excerpt)}</Field.ErrorText>
              </Field.Root>
              <MarkdownField
                label={t(`fields.${body}`)}
                value={values[body]}
                error={error(body)}
                onValueChange={(value) => form.set(body, value)}
                onBlur={() => form.touch(body)}
                testId={`field-${body}`}
              />
              <FormField
                label={t(`fields.${coverAlt}`)}
                value={values[coverAlt]}
                error={error(coverAlt)}
                helperText={t('editor.coverAltHelp')}
                onValueChange={(value) => form.set(coverAlt, value)}
                onBlur={() => form.touch(coverAlt)}
                data-testid={`field-${coverAlt}`}
              />
            </Stack>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
