/**
 * A post body's Markdown beside its live preview, drawn by the public post page's own renderer
 * (src/components/markdown): what the admin sees is what readers will get, raw HTML shown as
 * text included. Side by side on a wide screen, one above the other on a tablet.
 */
import { Box, Field, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownBody } from '../../../components/markdown/MarkdownBody';

interface MarkdownFieldProps {
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  testId: string;
}

export function MarkdownField({
  label,
  value,
  error,
  onValueChange,
  onBlur,
  testId,
}: MarkdownFieldProps) {
  const { t } = useTranslation('admin-blog');
  // Typing stays instant in a long post: the preview catches up when the main thread is free.
  const preview = useDeferredValue(value);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          minH={{ base: '64', xl: '70vh' }}
          // The body font, not a monospace one: the system's monospace fonts lack Vietnamese
          // marks, which then sit beside their letters instead of on them.
          fontSize="sm"
          data-testid={testId}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('editor.markdownHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <Box
        as="section"
        aria-label={t('editor.preview')}
        borderWidth="1px"
        borderRadius="lg"
        p="4"
        minH={{ base: '40', xl: '70vh' }}
        maxH={{ xl: '70vh' }}
        overflowY="auto"
        data-testid={`${testId}-preview`}
      >
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="2">
          {t('editor.preview')}
        </Text>
        {preview.trim() ? (
          <MarkdownBody markdown={preview} />
        ) : (
          <Text color="fg.muted">{t('editor.previewEmpty')}</Text>
        )}
      </Box>
    </SimpleGrid>
  );
}
